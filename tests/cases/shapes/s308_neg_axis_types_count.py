# EXPECT: none
# `mesh.axis_types.count(AxisType.Auto) == 0` (all Explicit) chooses reshard.
import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((8,), ('data',), axis_types=(AxisType.Explicit,))
with jax.set_mesh(mesh):
    x = np.ones((16,), np.float32)
    if mesh.axis_types.count(AxisType.Auto) == 0:
        y = jax.reshard(x, P('data'))
    else:
        y = jax.lax.with_sharding_constraint(x, P('data'))
    print(y.sharding.spec)
