# EXPECT: MESH005
# Generated (tests/generator seed 104, p104_01003), shrunk; analyzer disagreed: fn MESH005 | tlag.
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather
mesh = jax.make_mesh(axis_shapes=(4, 2), axis_names=('x', 'y'))
with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P('x', 'y'))
    y = top_level_all_gather(x, P(None, None, unreduced={'x', 'y'}))
