# EXPECT: none
# Correct: the PartitionSpec resolves against the mesh set by `with jax.set_mesh(mesh):`.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'))
with jax.set_mesh(mesh):
    inputs = jax.device_put(np.ones((32, 16), np.float32), P('data', None))
    weights = jax.device_put(np.ones((16, 8), np.float32), P(None, 'model'))
