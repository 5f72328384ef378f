# EXPECT: MESH003
# Input dim 0 over ('x', 'y'); out keeps 'y', a suffix rather than a prefix.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

with jax.set_mesh(jax.make_mesh((4, 2), ('x', 'y'))):
    x = jax.device_put(np.arange(16.).reshape(8, 2), P(('x', 'y'), None))
    top_level_all_gather(x, P('y', None, reduced={'x'}))
