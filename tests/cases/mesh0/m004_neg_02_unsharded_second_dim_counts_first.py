# EXPECT: MESH005
# Dim 0 gathered, dim 1 unsharded but asked to be sharded: with multi_dim=False the count test fires first.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

with jax.set_mesh(jax.make_mesh((4, 2), ('x', 'y'))):
    x = jax.device_put(np.arange(16.).reshape(8, 2), P('x', None))
    top_level_all_gather(x, P(None, 'y', reduced={'x'}))
