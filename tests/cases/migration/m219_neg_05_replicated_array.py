# EXPECT: none
# An unsharded array under an Explicit mesh.
import jax
import jax.numpy as jnp

with jax.set_mesh(jax.make_mesh((8,), ('x',))):
    a = jnp.arange(16.0)
    b = jnp.repeat(a, 2, axis=0)
