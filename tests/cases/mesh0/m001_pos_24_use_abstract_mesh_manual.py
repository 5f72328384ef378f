# EXPECT: MESH001
# use_abstract_mesh with an AbstractMesh whose axis is Manual.
import jax, numpy as np
from jax.sharding import AbstractMesh, AxisType, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((8,), ('x',))
x = jax.device_put(np.arange(16.), NamedSharding(mesh, P('x')))
with jax.sharding.use_abstract_mesh(AbstractMesh((8,), ('x',), axis_types=(AxisType.Manual,))):
    top_level_all_gather(x, P(reduced={'x'}))
