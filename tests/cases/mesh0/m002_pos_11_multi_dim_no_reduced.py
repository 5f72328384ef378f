# EXPECT: MESH002
# multi_dim=True gathers both dimensions, out spec P(None, None) with no reduced at all.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

with jax.set_mesh(jax.make_mesh((4, 2), ('x', 'y'))):
    x = jax.device_put(np.arange(16.).reshape(8, 2), P('x', 'y'))
    top_level_all_gather(x, P(None, None), multi_dim=True)
