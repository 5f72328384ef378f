# EXPECT: none
# Mesh(devices, ['x', 'y'], axis_types=(AxisType.Explicit,) * 2): every axis Explicit.
import jax, numpy as np
from jax.sharding import AxisType, Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = Mesh(np.array(jax.devices()).reshape(4, 2), ['x', 'y'], axis_types=(AxisType.Explicit,) * 2)
with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(16.).reshape(8, 2), P('x', None))
    top_level_all_gather(x, P(None, None, reduced={'x'}))
