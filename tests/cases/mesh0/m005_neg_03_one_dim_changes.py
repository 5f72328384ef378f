# EXPECT: none
# Only one dimension differs (the other keeps its axis), so multi_dim=False is fine.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

with jax.set_mesh(jax.make_mesh((2, 2, 2), ('a', 'b', 'c'))):
    x = jax.device_put(np.zeros((4, 4, 4)), P('a', 'b', None))
    top_level_all_gather(x, P('a', None, None, reduced={'b'}))
