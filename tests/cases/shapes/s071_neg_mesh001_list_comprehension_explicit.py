# EXPECT: none
# axis_types = tuple([Explicit for _ in names]) from a list comprehension: all Explicit (correct).
import jax, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

names = ('data', 'model')
mesh = jax.make_mesh((4, 2), names, axis_types=tuple([AxisType.Explicit for _ in names]))
with jax.set_mesh(mesh):
    x = jax.device_put(np.ones((8, 2)), P('data', None))
    top_level_all_gather(x, P(None, None, reduced={'data'}))
