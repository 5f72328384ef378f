# EXPECT: MESH001
# The gather mode comes from settings.py, which reads it from an environment variable (default: the top-level
# gather). Unset, the gather runs under this Auto mesh and JAX raises. An environment value takes either branch
# in some run: the error stays an error, though it is read in another module.
import jax
import numpy as np
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, PartitionSpec as P

import settings


def unshard(x):
    if settings.GATHER_MODE == "top_level":
        return top_level_all_gather(x, P(reduced={"x"}))
    return jax.lax.with_sharding_constraint(x, P())


mesh = jax.make_mesh((8,), ("x",), axis_types=(AxisType.Auto,))
with jax.set_mesh(mesh):
    print(unshard(jax.device_put(np.ones(settings.BATCH, np.float32), P("x"))).shape)
