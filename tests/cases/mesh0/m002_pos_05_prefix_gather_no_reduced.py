# EXPECT: MESH002
# Dimension 0 sharded over ('x', 'y'); out keeps the prefix 'x', so 'y' is gathered and must be reduced.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((4, 2), ('x', 'y'))
with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(16.).reshape(8, 2), P(('x', 'y'), None))
    top_level_all_gather(x, P('x', None))
