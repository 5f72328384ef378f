# EXPECT: MESH203
# The mesh is built but never set: device_put with a bare PartitionSpec has no mesh to resolve it against.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'))
inputs = np.random.default_rng(0).normal(size=(32, 16)).astype(np.float32)
inputs = jax.device_put(inputs, P('data', None))
