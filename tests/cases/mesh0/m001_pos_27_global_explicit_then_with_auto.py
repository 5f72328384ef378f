# EXPECT: MESH001
# Global set_mesh of an Explicit mesh, then a `with` of an Auto mesh around the call overrides it.
import jax, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

jax.set_mesh(jax.make_mesh((8,), ('x',)))
x = jax.device_put(np.arange(16.), P('x'))
with jax.set_mesh(jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))):
    top_level_all_gather(x, P(reduced={'x'}))
