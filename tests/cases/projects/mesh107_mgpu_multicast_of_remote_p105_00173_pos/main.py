# EXPECT: MESH107
# Generated (tests/generator seed 105, p105_00173), shrunk; analyzer disagreed: fn MESH107 | mgpu.multicast_of_remote
# (multi-module: jax raises MESH107 when main.py runs; the analyzer is silent cross-file).
from mesh_helpers import Trainer_1
Trainer_1().run()
