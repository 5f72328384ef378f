# EXPECT: MESH220
# Eager: the array is sharded on dim 0, the constraint asks for dim 1 (a reshard, which wsc no longer does).
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

with jax.set_mesh(jax.make_mesh((8,), ('x',))):
    a = jax.device_put(np.zeros((16, 8), np.float32), P('x', None))
    b = jax.lax.with_sharding_constraint(a, P(None, 'x'))
