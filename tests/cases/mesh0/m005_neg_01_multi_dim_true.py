# EXPECT: none
# The fix: multi_dim=True allows gathering several dimensions at once.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

with jax.set_mesh(jax.make_mesh((2, 2, 2), ('a', 'b', 'c'))):
    x = jax.device_put(np.zeros((4, 4, 4)), P('a', 'b', 'c'))
    top_level_all_gather(x, P(None, 'b', None, reduced={'a', 'c'}), multi_dim=True)
