# EXPECT: none
# Version-portable code: use_mesh is only touched when the module has it.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))
ctx = jax.sharding.use_mesh if hasattr(jax.sharding, 'use_mesh') else jax.set_mesh
with ctx(mesh):
    a = jax.device_put(np.arange(16.0), P('x'))
