# EXPECT: MESH203
# A pytree of PartitionSpecs for a pytree of arrays, outside any mesh.
import jax
import numpy as np
from jax.sharding import PartitionSpec

params = {'w': np.ones((16, 8), np.float32), 'b': np.zeros((8,), np.float32)}
specs = {'w': PartitionSpec('model', None), 'b': PartitionSpec()}
mesh = jax.make_mesh((8,), ('model',))
params = jax.device_put(params, specs)
