# EXPECT: none
# Statically ambiguous: the out spec comes from a parameter; at run time it carries reduced.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

def gather(x, spec):
    return top_level_all_gather(x, spec)

with jax.set_mesh(jax.make_mesh((8,), ('x',))):
    x = jax.device_put(np.arange(16.), P('x'))
    gather(x, P(reduced={'x'}))
