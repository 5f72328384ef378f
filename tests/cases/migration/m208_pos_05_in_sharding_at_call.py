# EXPECT: MESH208
# `@explicit_axes()` (called with no arguments) as a decorator; in_sharding given at the call; still no context mesh.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.sharding import explicit_axes


@explicit_axes()
def scale(x):
    return x * 3.0


scale(jnp.ones((16,)), in_sharding=P('x'))
