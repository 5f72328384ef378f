# EXPECT: MESH001
# axis_types from a comprehension over axis names: 'model' is Auto, so not every axis is Explicit.
import jax, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

names = ('data', 'model')
types = tuple(AxisType.Auto if n == 'model' else AxisType.Explicit for n in names)
mesh = jax.make_mesh((4, 2), names, axis_types=types)
with jax.set_mesh(mesh):
    x = jax.device_put(np.ones((8, 2)), P('data', None))
    top_level_all_gather(x, P(None, None, reduced={'data'}))
