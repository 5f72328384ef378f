# EXPECT: MESH207
# A mixed mesh (data Explicit, model Auto): resharding onto the Auto axis is refused.
import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit, AxisType.Auto))
with jax.set_mesh(mesh):
    x = jax.device_put(np.ones((8, 6), np.float32), P('data', None))
    y = jax.reshard(x, P('data', 'model'))
