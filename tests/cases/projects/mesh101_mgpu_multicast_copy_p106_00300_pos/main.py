# EXPECT: MESH101
# Generated (tests/generator seed 106, p106_00300), shrunk; analyzer disagreed: fn MESH101 | mgpu.multicast_copy
# (multi-module: jax raises MESH101 when main.py runs; the analyzer is silent cross-file).
import functools
from mesh_helpers import configured_step_3
functools.partial(configured_step_3, 2.0, offset=1)()
