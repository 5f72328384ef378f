# EXPECT: none
# Statically ambiguous: axis_types chosen from an environment variable at run time (default Explicit).
import os
import jax, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

kind = AxisType.Auto if os.environ.get("MESH0_USE_AUTO") == "1" else AxisType.Explicit
mesh = jax.make_mesh((8,), ('x',), axis_types=(kind,))
with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(16.), P('x'))
    top_level_all_gather(x, P(reduced={'x'}))
