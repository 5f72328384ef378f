# EXPECT: MESH001
# steps.sync_params is jitted; jit traces it under the caller's context mesh, here an Auto one.
import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P

from steps import sync_params

mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))
with jax.set_mesh(mesh):
    sync_params(jax.device_put(np.arange(16.), P('x')))
