# EXPECT: MESH220
# EXPECT-0.8.2: none
# Under set_mesh(make_mesh(...)): 0.10.2's all-Explicit mesh makes the constraint an assertion; 0.8.2's Auto mesh reshards.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

with jax.set_mesh(jax.make_mesh((8,), ('x',))):
    a = jax.device_put(np.zeros((16, 8), np.float32), P('x', None))
    b = jax.lax.with_sharding_constraint(a, P(None, 'x'))
