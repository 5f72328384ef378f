# EXPECT: MESH105
# Generated (tests/generator seed 105, p105_00348), shrunk; analyzer disagreed: fn MESH105 | mgpu.multicast_source
# (multi-module: jax raises MESH105 when main.py runs; the analyzer is silent cross-file).
from mesh_helpers import global_mesh, run_with_mesh_3
run_with_mesh_3(global_mesh)
