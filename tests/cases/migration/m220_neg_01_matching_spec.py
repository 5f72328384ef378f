# EXPECT: none
# The constraint matches the array's sharding: the check passes.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

with jax.set_mesh(jax.make_mesh((8,), ('x',))):
    a = jax.device_put(np.zeros((16, 8), np.float32), P('x', None))
    b = jax.lax.with_sharding_constraint(a, P('x', None))
