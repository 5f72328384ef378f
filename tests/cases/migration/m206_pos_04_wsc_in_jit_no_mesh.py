# EXPECT: MESH206
# with_sharding_constraint(x, P(...)) inside a jitted function that is called with no mesh set.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


@jax.jit
def layer(x):
    h = jnp.tanh(x)
    return jax.lax.with_sharding_constraint(h, P('batch', None))


mesh = jax.make_mesh((8,), ('batch',))
out = layer(jnp.ones((16, 4)))
