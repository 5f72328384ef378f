# EXPECT: MESH001
# The array is made inside `with jax.set_mesh(mesh):`, the gather after the block has ended.
import jax, numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((8,), ('x',))
with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(16.), P('x'))
y = top_level_all_gather(x, NamedSharding(mesh, P(reduced={'x'})))
