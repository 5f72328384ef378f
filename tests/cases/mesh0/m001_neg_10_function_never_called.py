# EXPECT: none
# The gather without any mesh sits in a function that is never called.
import jax, numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((8,), ('x',))

def debug_dump(v):
    return top_level_all_gather(v, NamedSharding(mesh, P(reduced={'x'})))

x = jax.device_put(np.arange(16.), NamedSharding(mesh, P('x')))
print(x.sum())
