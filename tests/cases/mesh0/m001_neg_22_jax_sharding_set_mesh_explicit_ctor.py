# EXPECT: none
# jax.sharding.set_mesh as a with item, Mesh ctor with keyword axis_types all Explicit.
import jax, numpy as np
from jax.sharding import AxisType, Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = Mesh(np.array(jax.devices()).reshape(2, 4), ('a', 'b'),
            axis_types=(AxisType.Explicit, AxisType.Explicit))
with jax.sharding.set_mesh(mesh):
    x = jax.device_put(np.arange(32.).reshape(4, 8), P('a', 'b'))
    top_level_all_gather(x, P(None, 'b', reduced={'a'}))
