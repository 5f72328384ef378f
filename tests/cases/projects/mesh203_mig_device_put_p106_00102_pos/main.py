# EXPECT: MESH203
# Generated (tests/generator seed 106, p106_00102), shrunk; analyzer disagreed: fn MESH203 | mig.device_put
# (multi-module: jax raises MESH203 when main.py runs; the analyzer is silent cross-file).
from mesh_helpers import Trainer_1
Trainer_1().run()
