# EXPECT: none
# device_put of an array whose dimension 1 does not divide over 'y': device_put fails before the gather.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

with jax.set_mesh(jax.make_mesh((2, 4), ('x', 'y'))):
    x = jax.device_put(np.ones((4, 6)), P(None, 'y'))
    top_level_all_gather(x, P('x', 'y'))
