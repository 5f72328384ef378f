# EXPECT: none
# The same sweep written at module level with `!=`: the Auto mesh is skipped, so every gather runs on Explicit axes.
import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

explicit_mesh = jax.make_mesh((4, 2), ("x", "y"))
auto_mesh = jax.make_mesh((4, 2), ("x", "y"), axis_types=(AxisType.Auto, AxisType.Auto))

for mesh in (explicit_mesh, auto_mesh):
    if mesh != auto_mesh:
        with jax.set_mesh(mesh):
            w = jax.device_put(np.ones((8, 4), np.float32), P("x", "y"))
            print(jax.typeof(top_level_all_gather(w, P("x", None, reduced={"y"}))))
