# EXPECT: MESH220
# The placed batch scaled and bound to a new name keeps its sharding P('data', None): constraining it to
# P('data', 'model') under the all-Explicit mesh is an assert that fails.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'))
with jax.set_mesh(mesh):
    x = jax.device_put(np.ones((8, 4), np.float32), P('data', None))
    y = x * 2
    jax.lax.with_sharding_constraint(y, P('data', 'model'))
