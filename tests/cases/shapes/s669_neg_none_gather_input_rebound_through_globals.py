# EXPECT: none
# A helper replaces the module global `w` through globals() with a replicated copy before the gather, so
# top_level_all_gather's input is P() and the output spec P(None) gathers nothing: correct code.
import jax
import numpy as np
from jax._src.shard_map import top_level_all_gather
from jax.sharding import PartitionSpec as P


def replicate(name):
    globals()[name] = jax.device_put(np.ones((16,)), P())


with jax.set_mesh(jax.make_mesh((8,), ("x",), axis_types=(jax.sharding.AxisType.Explicit,))):
    w = jax.device_put(np.ones((16,)), P("x"))
    replicate("w")
    print(top_level_all_gather(w, P(None)).shape)
