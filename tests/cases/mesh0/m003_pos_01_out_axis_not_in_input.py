# EXPECT: MESH003
# Dimension 0 is sharded over 'x' in the input but the out spec asks for 'y': not a prefix of the input spec.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

with jax.set_mesh(jax.make_mesh((4, 2), ('x', 'y'))):
    x = jax.device_put(np.arange(16.).reshape(8, 2), P('x', None))
    top_level_all_gather(x, P('y', None, reduced={'x'}))
