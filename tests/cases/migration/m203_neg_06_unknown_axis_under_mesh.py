# EXPECT: none
# Under a set mesh, a spec naming an axis the mesh lacks fails differently (axis not found).
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

with jax.set_mesh(jax.make_mesh((8,), ('x',))):
    a = jax.device_put(np.arange(16.0), P('y'))
