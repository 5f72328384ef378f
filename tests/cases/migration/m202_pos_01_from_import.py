# EXPECT: MESH202
# `from jax.sharding import use_mesh`: removed in jax 0.7.1, so the import itself fails.
import jax
import numpy as np
from jax.sharding import use_mesh, PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))
with use_mesh(mesh):
    a = jax.device_put(np.arange(16.0), P('x'))
