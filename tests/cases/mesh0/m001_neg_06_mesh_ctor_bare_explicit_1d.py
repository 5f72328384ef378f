# EXPECT: none
# Mesh(devices, 'x', axis_types=AxisType.Explicit): str name and a bare AxisType for a 1-D mesh.
import jax, numpy as np
from jax.sharding import AxisType, Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = Mesh(np.array(jax.devices()), 'x', axis_types=AxisType.Explicit)
with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(16.), P('x'))
    top_level_all_gather(x, P(reduced={'x'}))
