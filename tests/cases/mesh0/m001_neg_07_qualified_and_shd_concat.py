# EXPECT: none
# (jax.sharding.AxisType.Explicit,) + (shd.AxisType.Explicit,): both axes Explicit through two spellings.
import jax, numpy as np
import jax.sharding as shd
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((4, 2), ('x', 'y'),
                     axis_types=(jax.sharding.AxisType.Explicit,) + (shd.AxisType.Explicit,))
with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(16.).reshape(8, 2), shd.PartitionSpec('x', 'y'))
    top_level_all_gather(x, shd.PartitionSpec(None, 'y', reduced={'x'}))
