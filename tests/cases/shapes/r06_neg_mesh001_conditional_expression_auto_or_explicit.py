# EXPECT: none
# mesh = Auto mesh if an env flag is set else an Explicit one; the flag is unset, so the gather runs on Explicit axes.
import os
import jax, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

kind = AxisType.Auto if os.environ.get("LEGACY_AUTO_AXES") else AxisType.Explicit
mesh = jax.make_mesh((8,), ('x',), axis_types=(kind,))

with jax.set_mesh(mesh):
    top_level_all_gather(jax.device_put(np.arange(16.), P('x')), P(reduced={'x'}))
