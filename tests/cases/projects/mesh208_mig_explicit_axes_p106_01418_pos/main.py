# EXPECT: MESH208
# Generated (tests/generator seed 106, p106_01418), shrunk; analyzer disagreed: fn MESH208 | mig.explicit_axes
# (multi-module: jax raises MESH208 when main.py runs; the analyzer is silent cross-file).
from mesh_helpers import Trainer_1
Trainer_1().run()
