# EXPECT: MESH107
# Generated (tests/generator seed 106, p106_01124), shrunk; analyzer disagreed: fn MESH107 | mgpu.multicast_of_remote
# (multi-module: jax raises MESH107 when main.py runs; the analyzer is silent cross-file).
from mesh_helpers import main
main()
