# EXPECT: MESH210
# axis_types given as a list makes make_mesh raise TypeError before any gather.
import jax, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((4, 2), ('x', 'y'), axis_types=[AxisType.Explicit, AxisType.Auto])
with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(16.).reshape(8, 2), P('x', None))
    top_level_all_gather(x, P(None, None, reduced={'x'}))
