# EXPECT: MESH005
# A 3-D array: dims 0 and 2 gathered (dim 1 kept) with the default multi_dim=False.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

with jax.set_mesh(jax.make_mesh((2, 2, 2), ('a', 'b', 'c'))):
    x = jax.device_put(np.zeros((4, 4, 4)), P('a', 'b', 'c'))
    top_level_all_gather(x, P(None, 'b', None, reduced={'a', 'c'}))
