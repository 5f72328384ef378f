# EXPECT: none
# Gathering both axes of a ('x', 'y') dimension at once (out None, reduced both) is one dimension: fine.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

with jax.set_mesh(jax.make_mesh((4, 2), ('x', 'y'))):
    x = jax.device_put(np.arange(16.).reshape(8, 2), P(('x', 'y'), None))
    top_level_all_gather(x, P(None, None, reduced={'x', 'y'}))
