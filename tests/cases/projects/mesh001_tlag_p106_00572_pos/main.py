# EXPECT: MESH001
# Generated (tests/generator seed 106, p106_00572), shrunk; analyzer disagreed: fn MESH001 | tlag
# (multi-module: jax raises MESH001 when main.py runs; the analyzer is silent cross-file).
from mesh_helpers import main
main()
