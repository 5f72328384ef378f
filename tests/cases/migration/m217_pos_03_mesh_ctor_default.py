# EXPECT: MESH217
# jax.sharding.Mesh defaults to Auto axes.
import jax
import numpy as np
from jax.sharding import Mesh, NamedSharding, PartitionSpec

mesh = Mesh(np.array(jax.devices()).reshape(4, 2), ('data', 'model'))
partial_sums = NamedSharding(mesh, PartitionSpec('data', unreduced={'model'}))
