# EXPECT: none
# pmap inside the legacy `with mesh:` block (which sets no context mesh for jax.set_mesh's checks): it runs.
import jax
import jax.numpy as jnp

mesh = jax.make_mesh((8,), ("data",))
double = jax.pmap(lambda b: b * 2)
with mesh:
    print(double(jnp.ones((8, 2))).shape)
