# EXPECT: MESH205
# jnp.einsum(..., out_sharding=P(...)) inside a jitted function that is called with no mesh set.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


@jax.jit
def project(x, w):
    return jnp.einsum('bd,df->bf', x, w, out_sharding=P('data', None))


print(project(jnp.ones((16, 8)), jnp.ones((8, 4))))
