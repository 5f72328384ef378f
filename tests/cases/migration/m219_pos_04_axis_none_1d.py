# EXPECT: MESH219
# axis=None flattens first; a sharded 1-D array stays sharded along the repeated dimension.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))
with jax.set_mesh(mesh):
    a = jax.device_put(np.arange(16.0), P('x'))
    jnp.repeat(a, 2)
