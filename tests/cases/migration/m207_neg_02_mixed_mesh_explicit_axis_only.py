# EXPECT: none
# A mixed mesh: naming only the Explicit axis is fine.
import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit, AxisType.Auto))
with jax.set_mesh(mesh):
    x = jax.device_put(np.ones((8, 6), np.float32), P(None, None))
    y = jax.reshard(x, P('data', None))
