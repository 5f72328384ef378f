# EXPECT: MESH001
# A step is registered by a decorator factory from registry.py (a module naming no jax API) that returns the
# function itself: calling the step under a mesh with an Auto axis fails in top_level_all_gather.
import numpy as np
import jax
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather
from registry import register


@register("gather")
def gather_step(x):
    return top_level_all_gather(x, P(reduced={"data"}))


mesh = jax.make_mesh((4, 2), ("data", "model"), axis_types=(AxisType.Explicit, AxisType.Auto))
with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(16.0), P("data"))
    out = gather_step(x)
