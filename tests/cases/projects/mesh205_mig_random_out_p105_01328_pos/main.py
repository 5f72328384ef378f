# EXPECT: MESH205
# Generated (tests/generator seed 105, p105_01328), shrunk; analyzer disagreed: fn MESH205 | mig.random_out
# (multi-module: jax raises MESH205 when main.py runs; the analyzer is silent cross-file).
from mesh_helpers import Trainer_1
Trainer_1().run()
