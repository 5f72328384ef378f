# EXPECT: none
# jnp.tile is a different op: no such check.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

with jax.set_mesh(jax.make_mesh((8,), ('x',))):
    a = jax.device_put(np.arange(16.0).reshape(8, 2), P('x', None))
    b = jnp.tile(a, (1, 2))
