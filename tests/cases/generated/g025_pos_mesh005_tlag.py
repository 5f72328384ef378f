# EXPECT: MESH005
# Generated (tests/generator), shrunk; analyzer disagreed: fn MESH005 | tlag.
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src import shard_map as shard_map_lib
mesh = jax.make_mesh((2, 2), ('x', 'y'), axis_types=(AxisType.Explicit, AxisType.Explicit), devices=jax.devices()[:4])
with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P('x', 'y'))
    y = shard_map_lib.top_level_all_gather(x, P(None, None, unreduced={'x', 'y'}))
