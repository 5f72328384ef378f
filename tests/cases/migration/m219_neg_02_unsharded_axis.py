# EXPECT: none
# Repeating along a dimension that is not sharded is fine.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

with jax.set_mesh(jax.make_mesh((8,), ('x',))):
    a = jax.device_put(np.arange(32.0).reshape(16, 2), P('x', None))
    b = jnp.repeat(a, 2, axis=1)
