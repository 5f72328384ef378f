# EXPECT: none
# A global set_mesh, then an inner `with` of another mesh ends: the global explicit mesh is back at the call.
import jax, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

jax.set_mesh(jax.make_mesh((8,), ('x',)))
with jax.set_mesh(jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))):
    pass
x = jax.device_put(np.arange(16.), P('x'))
top_level_all_gather(x, P(reduced={'x'}))
