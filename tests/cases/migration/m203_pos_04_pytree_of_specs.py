# EXPECT: MESH203
# A tuple of arrays with a tuple of PartitionSpecs, outside any mesh.
import jax
import numpy as np
from jax.sharding import PartitionSpec

mesh = jax.make_mesh((8,), ('model',))
w = np.ones((16, 8), np.float32)
b = np.zeros((8,), np.float32)
w, b = jax.device_put((w, b), (PartitionSpec('model', None), PartitionSpec()))
