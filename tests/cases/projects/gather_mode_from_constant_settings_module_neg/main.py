# EXPECT: none
# The gather mode comes from a helper of settings.py computing it from the package's own constants (the small
# preset: a sharding constraint). The top-level gather, which this Auto mesh cannot run, never runs; the
# helper's answer is the program's, so at most information.
import jax
import numpy as np
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, PartitionSpec as P

from settings import gather_mode


def unshard(x):
    if gather_mode() == "top_level":
        return top_level_all_gather(x, P(reduced={"x"}))
    return jax.lax.with_sharding_constraint(x, P())


mesh = jax.make_mesh((8,), ("x",), axis_types=(AxisType.Auto,))
with jax.set_mesh(mesh):
    print(unshard(jax.device_put(np.ones(16, np.float32), P("x"))).shape)
