# EXPECT: none
# reduced names an axis that is not gathered: a different shard_map error (reduced must be equal).
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

with jax.set_mesh(jax.make_mesh((4, 2), ('x', 'y'))):
    x = jax.device_put(np.arange(16.).reshape(8, 2), P('x', None))
    top_level_all_gather(x, P(None, None, reduced={'x', 'y'}))
