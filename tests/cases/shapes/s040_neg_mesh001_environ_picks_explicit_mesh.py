# EXPECT: none
# if/else on os.environ.get(...) binds an Auto or an Explicit mesh; the variable is unset, so the Explicit one runs.
import os
import jax, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


def get_mesh():
    if os.environ.get("SHAPES_LEGACY_MESH"):
        mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))
    else:
        mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Explicit,))
    return mesh


with jax.set_mesh(get_mesh()):
    x = jax.device_put(np.arange(16.), P('x'))
    top_level_all_gather(x, P(reduced={'x'}))
