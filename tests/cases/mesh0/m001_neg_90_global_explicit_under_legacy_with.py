# EXPECT: none
# A global explicit set_mesh stays in effect inside a legacy with mesh: block.
import jax, numpy as np
from jax.sharding import PartitionSpec as P, AxisType, NamedSharding
from jax._src.shard_map import top_level_all_gather
mesh = jax.make_mesh((8,), ('x',))
jax.set_mesh(mesh)
legacy = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))
with legacy:
    arr = jax.device_put(np.arange(16.), P('x'))
    top_level_all_gather(arr, P(reduced={'x'}))
