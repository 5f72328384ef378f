# EXPECT: none
# A jitted helper called from two places with differently sharded inputs; each call's out spec is right.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

@jax.jit
def gather_rows(v):
    return top_level_all_gather(v, P(None, None, reduced={'x'}))

with jax.set_mesh(jax.make_mesh((4, 2), ('x', 'y'))):
    a = jax.device_put(np.ones((8, 2)), P('x', None))
    b = jax.device_put(np.ones((16, 2)), P('x', None))
    gather_rows(a)
    gather_rows(b)
