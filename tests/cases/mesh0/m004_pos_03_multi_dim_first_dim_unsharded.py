# EXPECT: MESH004
# multi_dim=True: dimension 0 is unsharded in the input but sharded in the out spec.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

with jax.set_mesh(jax.make_mesh((4, 2), ('x', 'y'))):
    x = jax.device_put(np.arange(16.).reshape(8, 2), P(None, 'y'))
    top_level_all_gather(x, P('x', None, reduced={'y'}), multi_dim=True)
