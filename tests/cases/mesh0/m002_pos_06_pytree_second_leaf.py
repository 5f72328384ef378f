# EXPECT: MESH002
# A tuple of arrays with a tuple of out specs: the second spec forgets reduced.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((4, 2), ('x', 'y'))
with jax.set_mesh(mesh):
    a = jax.device_put(np.arange(16.).reshape(8, 2), P('x', None))
    b = jax.device_put(np.arange(16.).reshape(8, 2), P('x', None))
    top_level_all_gather((a, b), (P(None, None, reduced={'x'}), P(None, None)))
