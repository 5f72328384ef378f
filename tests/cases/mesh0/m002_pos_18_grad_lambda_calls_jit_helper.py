# EXPECT: MESH002
# jax.grad of a lambda that calls a jitted helper: the argument is followed through both calls.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

@jax.jit
def gather(x):
    return top_level_all_gather(x, P(None))

with jax.set_mesh(jax.make_mesh((8,), ('x',))):
    a = jax.device_put(np.arange(16.), P('x'))
    jax.grad(lambda v: gather(v).sum())(a)
