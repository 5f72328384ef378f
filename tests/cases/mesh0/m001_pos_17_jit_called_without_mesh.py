# EXPECT: MESH001
# A jit function sees the mesh of its call site: called with no mesh set, even though its inputs are sharded.
import jax, numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((8,), ('x',))

@jax.jit
def gather(v):
    return top_level_all_gather(v, NamedSharding(mesh, P(reduced={'x'})))

x = jax.device_put(np.arange(16.), NamedSharding(mesh, P('x')))
gather(x)
