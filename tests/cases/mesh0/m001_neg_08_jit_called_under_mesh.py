# EXPECT: none
# A jit function defined at module level and called under `with jax.set_mesh(mesh)`.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

@jax.jit
def gather(v):
    return top_level_all_gather(v, P(reduced={'x'}))

mesh = jax.make_mesh((8,), ('x',))
with jax.set_mesh(mesh):
    gather(jax.device_put(np.arange(16.), P('x')))
