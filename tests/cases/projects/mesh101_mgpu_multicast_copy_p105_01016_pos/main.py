# EXPECT: MESH101
# Generated (tests/generator seed 105, p105_01016), shrunk; analyzer disagreed: fn MESH101 | mgpu.multicast_copy
# (multi-module: jax raises MESH101 when main.py runs; the analyzer is silent cross-file).
from mesh_helpers import main
main()
