# EXPECT: MESH101
# Generated (tests/generator seed 105, p105_01430), shrunk; analyzer disagreed: fn MESH101 | mgpu.multimem_store
# (multi-module: jax raises MESH101 when main.py runs; the analyzer is silent cross-file).
from mesh_helpers import Trainer_1
Trainer_1().run()
