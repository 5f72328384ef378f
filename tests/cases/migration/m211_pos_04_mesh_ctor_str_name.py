# EXPECT: MESH211
# Mesh(devices, 'x') has one axis; two axis types are given.
import jax
import numpy as np
from jax.sharding import Mesh, AxisType

mesh = Mesh(np.array(jax.devices()), 'x', axis_types=(AxisType.Explicit, AxisType.Explicit))
