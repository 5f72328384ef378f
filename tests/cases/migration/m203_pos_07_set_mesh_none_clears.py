# EXPECT: MESH203
# A global jax.set_mesh(mesh) is later cleared by jax.set_mesh(None).
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

jax.set_mesh(jax.make_mesh((8,), ('x',)))
a = jax.device_put(np.arange(8.0), P('x'))
jax.set_mesh(None)
b = jax.device_put(np.arange(8.0), P('x'))
