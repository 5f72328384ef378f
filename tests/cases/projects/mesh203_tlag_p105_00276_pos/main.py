# EXPECT: MESH203
# Generated (tests/generator seed 105, p105_00276), shrunk; analyzer disagreed: fn MESH203 | tlag
# (multi-module: jax raises MESH203 when main.py runs; the analyzer is silent cross-file).
from mesh_helpers import Trainer_1
Trainer_1().run()
