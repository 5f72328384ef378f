# EXPECT: MESH217
# A mixed mesh; the unreduced axis is the Auto one.
import jax
import numpy as np
import jax.sharding as shd

mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(shd.AxisType.Explicit, shd.AxisType.Auto))
with jax.set_mesh(mesh):
    y = jax.device_put(np.zeros((8, 4), np.float32), shd.PartitionSpec('data', None, unreduced={'model'}))
