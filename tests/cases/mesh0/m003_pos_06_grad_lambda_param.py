# EXPECT: MESH003
# jax.grad of a lambda whose parameter is the device_put array; the out spec swaps to 'y' on dimension 0.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

with jax.set_mesh(jax.make_mesh((4, 2), ('x', 'y'))):
    x = jax.device_put(np.ones((8, 2)), P('x', None))
    jax.grad(lambda v: top_level_all_gather(v, P('y', None, reduced={'x'})).sum())(x)
