# EXPECT: MESH003
# multi_dim=False with swapped axes: the first differing dimension is checked fully before the count test.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

with jax.set_mesh(jax.make_mesh((2, 4), ('a', 'b'))):
    x = jax.device_put(np.arange(32.).reshape(4, 8), P('a', 'b'))
    top_level_all_gather(x, P('b', 'a'))
