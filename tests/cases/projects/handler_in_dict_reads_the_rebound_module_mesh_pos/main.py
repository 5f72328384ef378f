# EXPECT: MESH001
# state.py's handlers gather under the module's MESH, an Explicit mesh by default; the entry module replaces it
# with an Auto mesh before calling the handler through the registry dict, so top_level_all_gather raises.
import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P

import state

with jax.set_mesh(state.MESH):
    x = jax.device_put(np.arange(16.0), P("x"))
state.MESH = jax.make_mesh((8,), ("x",), axis_types=(AxisType.Auto,))
print(state.HANDLERS["gather"](x).shape)
