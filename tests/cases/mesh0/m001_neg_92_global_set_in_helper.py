# EXPECT: none
# jax.set_mesh as a statement inside a helper stays in effect after it returns.
import jax, numpy as np
from jax.sharding import PartitionSpec as P, AxisType
from jax._src.shard_map import top_level_all_gather
def setup():
    jax.set_mesh(jax.make_mesh((4, 2), ('a', 'b'), axis_types=(AxisType.Explicit,) * 2))
setup()
arr = jax.device_put(np.arange(16.).reshape(8, 2), P('a', 'b'))
out = top_level_all_gather(arr, P('a', None, reduced={'b'}))
