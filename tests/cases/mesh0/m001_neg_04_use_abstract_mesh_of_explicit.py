# EXPECT: none
# jax.sharding.use_abstract_mesh(mesh.abstract_mesh) of an all-Explicit make_mesh.
import jax, numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((4, 2), ('x', 'y'))
x = jax.device_put(np.arange(16.).reshape(8, 2), NamedSharding(mesh, P('x', 'y')))
with jax.sharding.use_abstract_mesh(mesh.abstract_mesh):
    top_level_all_gather(x, P('x', None, reduced={'y'}))
