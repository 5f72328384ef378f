# EXPECT: none
# device_put does not check axis types: a PartitionSpec on an Auto axis is fine there.
import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))
with jax.set_mesh(mesh):
    a = jax.device_put(np.arange(16.0), P('x'))
