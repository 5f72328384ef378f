# EXPECT: none
# Limit (single-file policy). Generated (tests/generator seed 115, p115_00511); analyzer disagreed: fp MESH209 | tlag.
# scan traces scan_body_1, so its jax.set_mesh raises "`set_mesh` can only be used outside of `jax.jit`" before
# the Manual axis is looked at. The run from main.py followed scan_body_1 through the scan call; that use counts
# as a followed caller, and the body judged alone no longer speaks for mesh_helpers.py.
import contextlib
import dataclasses
import functools
import os
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather
import types
from mesh_helpers import scan_body_1

jax.lax.scan(scan_body_1, jnp.zeros(()), None, length=2)
