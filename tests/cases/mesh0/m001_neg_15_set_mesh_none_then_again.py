# EXPECT: none
# Global set_mesh, cleared with set_mesh(None), then set again before the call.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((8,), ('x',))
jax.set_mesh(mesh)
x = jax.device_put(np.arange(16.), P('x'))
jax.set_mesh(None)
print(x.shape)
jax.set_mesh(mesh)
top_level_all_gather(x, P(reduced={'x'}))
