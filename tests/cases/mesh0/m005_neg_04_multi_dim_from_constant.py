# EXPECT: none
# multi_dim=True passed through a module-level constant.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

GATHER_ALL_DIMS = True

with jax.set_mesh(jax.make_mesh((4, 2), ('x', 'y'))):
    x = jax.device_put(np.ones((8, 4)), P('x', 'y'))
    top_level_all_gather(x, P(None, None, reduced={'x', 'y'}), multi_dim=GATHER_ALL_DIMS)
