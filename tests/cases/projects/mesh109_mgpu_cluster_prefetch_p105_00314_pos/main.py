# EXPECT: MESH109
# Generated (tests/generator seed 105, p105_00314), shrunk; analyzer disagreed: fn MESH109 | mgpu.cluster_prefetch
# (multi-module: jax raises MESH109 when main.py runs; the analyzer is silent cross-file).
from mesh_helpers import main
main()
