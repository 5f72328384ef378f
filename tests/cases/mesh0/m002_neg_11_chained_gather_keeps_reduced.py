# EXPECT: none
# Two gathers in a row; the second out spec keeps the first call's reduced axis and adds the new one.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

with jax.set_mesh(jax.make_mesh((4, 2), ('x', 'y'))):
    x = jax.device_put(np.arange(16.).reshape(8, 2), P('x', 'y'))
    half = top_level_all_gather(x, P(None, 'y', reduced={'x'}))
    top_level_all_gather(half, P(None, None, reduced={'x', 'y'}))
