# EXPECT: MESH105
# Generated (tests/generator seed 104, p104_01279), shrunk; analyzer disagreed: fn MESH105 | mgpu.multicast_source
# (multi-module: jax raises MESH105 when main.py runs; the analyzer is silent cross-file).
from mesh_helpers import main
main()
