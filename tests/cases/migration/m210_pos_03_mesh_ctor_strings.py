# EXPECT: MESH210
# Strings are not AxisType members.
import jax
import numpy as np
from jax.sharding import Mesh

mesh = Mesh(np.array(jax.devices()), ('x',), axis_types=('explicit',))
