# EXPECT: MESH219
# The Array.repeat method goes through jnp.repeat.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

with jax.set_mesh(jax.make_mesh((8,), ('x',))):
    a = jax.device_put(np.arange(16.0), P('x'))
    b = a.repeat(3, axis=0)
