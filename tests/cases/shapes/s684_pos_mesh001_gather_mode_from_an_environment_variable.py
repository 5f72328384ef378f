# EXPECT: MESH001
# The gather mode comes from an environment variable, read into a config class's attribute; it defaults to
# the top-level gather. Unset (as here), the gather runs under the Auto mesh and JAX raises. A test on the
# environment may take either branch in some run, so what its branch gets wrong stays an error.
import os

import jax
import numpy as np
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, PartitionSpec as P


class GatherConfig:
    mode = os.environ.get("JAX_MESH_LSP_CASE_GATHER_MODE", "top_level")


def unshard(x, config):
    if config.mode == "top_level":
        return top_level_all_gather(x, P(reduced={"x"}))
    return jax.lax.with_sharding_constraint(x, P())


mesh = jax.make_mesh((8,), ("x",), axis_types=(AxisType.Auto,))
with jax.set_mesh(mesh):
    print(unshard(jax.device_put(np.ones(16, np.float32), P("x")), GatherConfig()).shape)
