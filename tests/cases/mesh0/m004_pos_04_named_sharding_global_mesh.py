# EXPECT: MESH004
# Global set_mesh; NamedSharding in and out; the out spec shards a dimension the input leaves whole.
import jax, numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((2, 4), ('dp', 'tp'))
jax.set_mesh(mesh)
x = jax.device_put(np.arange(32.).reshape(4, 8), NamedSharding(mesh, P('dp', None)))
top_level_all_gather(x, NamedSharding(mesh, P('dp', 'tp')))
