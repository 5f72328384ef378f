# EXPECT: MESH004
# functools.partial fixes the out spec of the gather; the input's dimension 0 is unsharded but the out spec shards it.
import functools
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

gather_to_x = functools.partial(top_level_all_gather, out_sharding=P('x', 'y'))

with jax.set_mesh(jax.make_mesh((4, 2), ('x', 'y'))):
    v = jax.device_put(np.arange(16.).reshape(8, 2), P(None, 'y'))
    gather_to_x(v)
