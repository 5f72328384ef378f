# EXPECT: none
# The AttributeError is caught and the new API used instead.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))
try:
    ctx = jax.sharding.use_mesh(mesh)
except AttributeError:
    ctx = jax.set_mesh(mesh)
with ctx:
    a = jax.device_put(np.arange(8.0), P('x'))
