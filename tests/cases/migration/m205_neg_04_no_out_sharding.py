# EXPECT: none
# Without out_sharding nothing needs a mesh.
import jax
import jax.numpy as jnp

key = jax.random.key(0)
a = jnp.zeros((16, 4))
b = jax.random.normal(key, (16, 4))
c = jnp.einsum('ij,kj->ik', a, b)
