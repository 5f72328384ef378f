# EXPECT: MESH001
# jax.sharding.AxisType.Auto written out in full.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((2, 4), ('a', 'b'),
                     axis_types=(jax.sharding.AxisType.Auto, jax.sharding.AxisType.Explicit))
with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(32.).reshape(4, 8), P(None, 'b'))
    top_level_all_gather(x, P(None, None, reduced={'b'}))
