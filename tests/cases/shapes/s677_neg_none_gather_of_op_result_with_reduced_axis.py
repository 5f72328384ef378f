# EXPECT: none
# The same shapes written correctly: the scaled moment (sharded over 'x') is gathered with the gathered axis
# listed as reduced, and a dict item sharded over 'x' is gathered with the axis kept: both are fine.
import jax
import numpy as np
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((8,), ("x",), axis_types=(AxisType.Explicit,))
with jax.set_mesh(mesh):
    state = {"m": jax.device_put(np.zeros((16, 4)), P("x", None))}
    m = state["m"] * 0.5
    full = top_level_all_gather(m, P(None, None, reduced={"x"}))
    same = top_level_all_gather(state["m"], P("x", None))
    print(full.shape, same.shape)
