# EXPECT: MESH001
# axis_types from module-level names assigned once: AUTO = AxisType.Auto; TYPES = (EXPL, AUTO).
import jax, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

EXPL = AxisType.Explicit
AUTO = AxisType.Auto
TYPES = (EXPL, AUTO)
SHAPE = (4, 2)
NAMES = ('data', 'model')

mesh = jax.make_mesh(SHAPE, NAMES, axis_types=TYPES)
with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(16.).reshape(8, 2), P('data', None))
    top_level_all_gather(x, P(None, None, reduced={'data'}))
