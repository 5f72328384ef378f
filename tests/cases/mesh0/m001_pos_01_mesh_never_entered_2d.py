# EXPECT: MESH001
# A 2-D make_mesh whose arrays carry NamedShardings, but no mesh is ever set: the context mesh is empty.
import jax, numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((4, 2), ('data', 'model'))
w = jax.device_put(np.arange(16.).reshape(8, 2), NamedSharding(mesh, P('data', None)))
full = top_level_all_gather(w, NamedSharding(mesh, P(None, None, reduced={'data'})))
