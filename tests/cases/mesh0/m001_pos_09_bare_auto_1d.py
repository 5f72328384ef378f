# EXPECT: MESH001
# A bare AxisType.Auto (not a tuple) for a 1-D make_mesh.
import jax, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((8,), ('batch',), axis_types=AxisType.Auto)
with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(16.), P('batch'))
    top_level_all_gather(x, P(reduced={'batch'}))
