# EXPECT: none
# Under a set mesh, a dimension that 8 devices do not divide fails differently.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

with jax.set_mesh(jax.make_mesh((8,), ('x',))):
    a = jax.device_put(np.arange(10.0), P('x'))
