# EXPECT: none
# state.py's handlers gather under the module's MESH, an Auto mesh by default; the entry module replaces it
# with an Explicit mesh before calling them through the registry dict and the module's singleton, so the
# handlers read the new mesh and the gather runs.
# SINGLE-FILE-BLIND: state.py judged alone reads its own Auto mesh; only main.py shows it is replaced.
import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P

import state

state.MESH = jax.make_mesh((8,), ("x",), axis_types=(AxisType.Explicit,))
with jax.set_mesh(state.MESH):
    x = jax.device_put(np.arange(16.0), P("x"))
print(state.HANDLERS["gather"](x).shape)
print(state.ENGINE.run(x).shape)
