# EXPECT: MESH213
# Generated (tests/generator seed 105, p105_01432), shrunk; analyzer disagreed: fn MESH213 | mig.shard_map_nomesh
# (multi-module: jax raises MESH213 when main.py runs; the analyzer is silent cross-file).
from mesh_helpers import main
main()
