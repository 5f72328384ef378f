# EXPECT: MESH003
# Inside a jitted step, after jax.reshard: out spec reorders the axes of dimension 1.
import jax, jax.numpy as jnp, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

@jax.jit
def step(w):
    w = jax.reshard(w, P(None, ('data', 'model')))
    full = top_level_all_gather(w, P(None, 'model', reduced={'data'}))
    return jnp.sum(full)

mesh = jax.make_mesh((4, 2), ('data', 'model'))
with jax.set_mesh(mesh):
    step(jnp.ones((2, 16)))
