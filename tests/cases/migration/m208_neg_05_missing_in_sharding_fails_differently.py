# EXPECT: none
# No in_sharding anywhere: the wrapper raises its TypeError before looking for a mesh.
import jax
import jax.numpy as jnp
from jax.sharding import explicit_axes


@explicit_axes
def scale(x):
    return x * 3.0


scale(jnp.ones((16,)))
