# EXPECT: MESH203
# The first device_put is inside `with jax.set_mesh(...)`; the second runs after the block has exited.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))
with jax.set_mesh(mesh):
    a = jax.device_put(np.arange(16.0), P('x'))
b = jax.device_put(np.arange(16.0), P('x'))
