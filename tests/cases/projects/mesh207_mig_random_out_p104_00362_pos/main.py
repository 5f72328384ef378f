# EXPECT: MESH207
# Generated (tests/generator seed 104, p104_00362), shrunk; analyzer disagreed: fn MESH207 | mig.random_out
# (multi-module: jax raises MESH207 when main.py runs; the analyzer is silent cross-file).
from mesh_helpers import Trainer_1
Trainer_1().run()
