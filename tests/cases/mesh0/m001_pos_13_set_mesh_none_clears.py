# EXPECT: MESH001
# Global jax.set_mesh(mesh), then jax.set_mesh(None) clears the context before the call.
import jax, numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((8,), ('x',))
jax.set_mesh(mesh)
x = jax.device_put(np.arange(16.), P('x'))
jax.set_mesh(None)
top_level_all_gather(x, NamedSharding(mesh, P(reduced={'x'})))
