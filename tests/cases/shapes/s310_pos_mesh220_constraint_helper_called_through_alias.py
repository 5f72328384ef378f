# EXPECT: MESH220
# The constraining helper is called through an alias: the placed array reaches it by value (its sharding P() is
# known), and under the all-Explicit mesh the constraint to P('x') is an assert that fails.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P, AxisType
mesh = jax.make_mesh((2,), ("x",), axis_types=(AxisType.Explicit,))
def g(x):
    return jax.lax.with_sharding_constraint(x, P('x'))
h = g
with jax.set_mesh(mesh):
    h(jax.device_put(np.arange(8), P()))
