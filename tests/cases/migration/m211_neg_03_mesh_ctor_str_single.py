# EXPECT: none
# Mesh(devices, 'x') with one axis type: matching counts.
import jax
import numpy as np
from jax.sharding import Mesh, AxisType

mesh = Mesh(np.array(jax.devices()), 'x', axis_types=(AxisType.Explicit,))
