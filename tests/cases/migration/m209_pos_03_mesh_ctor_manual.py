# EXPECT: MESH209
# jax.sharding.Mesh built with a Manual axis type, set via jax.sharding.set_mesh.
import jax
import numpy as np
from jax.sharding import Mesh, AxisType, set_mesh

devices = np.array(jax.devices()).reshape(2, 4)
mesh = Mesh(devices, ('x', 'y'), axis_types=(AxisType.Manual, AxisType.Manual))
with set_mesh(mesh):
    print('unreachable')
