# EXPECT: MESH001
# A loop tries each axis type in turn; the second iteration (Auto) makes the gather fail.
import jax, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

for kind in (AxisType.Explicit, AxisType.Auto):
    mesh = jax.make_mesh((8,), ('x',), axis_types=(kind,))
    with jax.set_mesh(mesh):
        x = jax.device_put(np.arange(16.), P('x'))
        top_level_all_gather(x, P(reduced={'x'}))
