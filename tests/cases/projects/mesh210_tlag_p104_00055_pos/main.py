# EXPECT: MESH210
# Generated (tests/generator seed 104, p104_00055), shrunk; analyzer disagreed: fn MESH210 | tlag
# (multi-module: jax raises MESH210 when main.py runs; the analyzer is silent cross-file).
from mesh_helpers import Stage_2
Stage_2().run()
