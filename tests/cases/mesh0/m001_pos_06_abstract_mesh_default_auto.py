# EXPECT: MESH001
# use_abstract_mesh(AbstractMesh(sizes, names)) without axis_types: AbstractMesh defaults to Auto.
import jax, numpy as np
from jax.sharding import AbstractMesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((4, 2), ('x', 'y'))
x = jax.device_put(np.arange(16.).reshape(8, 2), NamedSharding(mesh, P('x', 'y')))
with jax.sharding.use_abstract_mesh(AbstractMesh((4, 2), ('x', 'y'))):
    top_level_all_gather(x, P(None, 'y', reduced={'x'}))
