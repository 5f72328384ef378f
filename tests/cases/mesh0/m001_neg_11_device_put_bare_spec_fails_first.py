# EXPECT: MESH203
# device_put with a bare PartitionSpec and no mesh fails before the (mesh-less) gather is reached.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

x = jax.device_put(np.arange(16.), P('x'))
top_level_all_gather(x, P(reduced={'x'}))
