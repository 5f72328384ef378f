# EXPECT: MESH203
# The guard the other way round: a jnp leaf is a jax.Array, so it is the one placed with a bare spec and no mesh.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

x = jnp.ones((8, 4))
if isinstance(x, jax.Array):
    x = jax.device_put(x, P("data"))
print(x.shape)
