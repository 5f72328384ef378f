# EXPECT: none
# The migrated import: set_mesh is importable from jax.sharding.
import jax
import numpy as np
from jax.sharding import set_mesh, PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))
with set_mesh(mesh):
    a = jax.device_put(np.arange(16.0), P('x'))
