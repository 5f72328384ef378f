# EXPECT: MESH214
# Generated (tests/generator seed 105, p105_01065), shrunk; analyzer disagreed: fn MESH214 | mig.shard_map_other_mesh
# (multi-module: jax raises MESH214 when main.py runs; the analyzer is silent cross-file).
from mesh_helpers import Trainer_1
Trainer_1().run()
