# EXPECT: none
# The migration: jax.reshard moves the data to the new sharding.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

with jax.set_mesh(jax.make_mesh((8,), ('x',))):
    a = jax.device_put(np.zeros((16, 8), np.float32), P('x', None))
    b = jax.reshard(a, P(None, 'x'))
