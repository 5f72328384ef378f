# EXPECT: MESH216
# Generated (tests/generator seed 106, p106_00794), shrunk; analyzer disagreed: fn MESH216 | mig.wsc_jit
# (multi-module: jax raises MESH216 when main.py runs; the analyzer is silent cross-file).
from mesh_helpers import global_mesh, run_with_mesh_1
run_with_mesh_1(global_mesh)
