# EXPECT: none
# The jitted function with out_sharding=P(...) is called under jax.set_mesh: it sees that mesh.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


@jax.jit
def project(x, w):
    return jnp.einsum('bd,df->bf', x, w, out_sharding=P('data', None))


with jax.set_mesh(jax.make_mesh((8,), ('data',))):
    x = jax.device_put(jnp.ones((16, 8)), P('data', None))
    w = jax.device_put(jnp.ones((8, 4)), P())
    print(project(x, w).sharding)
