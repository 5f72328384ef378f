# EXPECT: MESH001
# `import jax.sharding as shd`: shd.AxisType.Auto / shd.PartitionSpec spellings.
import jax, numpy as np
import jax.sharding as shd
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((4, 2), ('x', 'y'), axis_types=(shd.AxisType.Explicit, shd.AxisType.Auto))
with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(16.).reshape(8, 2), shd.PartitionSpec('x', None))
    top_level_all_gather(x, shd.PartitionSpec(None, None, reduced={'x'}))
