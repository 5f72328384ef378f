# EXPECT: MESH219
# `from jax.numpy import repeat` spelling, axis given by keyword.
import jax
import numpy as np
from jax.numpy import repeat
from jax.sharding import PartitionSpec as P

with jax.set_mesh(jax.make_mesh((8,), ('x',))):
    a = jax.device_put(np.arange(16.0), P('x'))
    b = repeat(a, 3, axis=0)
