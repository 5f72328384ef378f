# EXPECT: none
# match on os.environ.get(...): case "auto" builds an Auto mesh, the default case an Explicit one (taken).
import os
import jax, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

match os.environ.get("SHAPES_MESH_KIND", "explicit"):
    case "auto":
        kind = AxisType.Auto
    case _:
        kind = AxisType.Explicit
mesh = jax.make_mesh((8,), ('x',), axis_types=(kind,))
with jax.set_mesh(mesh):
    top_level_all_gather(jax.device_put(np.arange(16.), P('x')), P(reduced={'x'}))
