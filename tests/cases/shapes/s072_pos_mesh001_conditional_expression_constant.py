# EXPECT: MESH001
# A conditional expression on a module constant (USE_EXPLICIT = False) picks the Auto axis type.
import jax, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

USE_EXPLICIT = False
kind = AxisType.Explicit if USE_EXPLICIT else AxisType.Auto
mesh = jax.make_mesh((8,), ('x',), axis_types=(kind,))
with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(16.), P('x'))
    top_level_all_gather(x, P(reduced={'x'}))
