# EXPECT: MESH001
# use_abstract_mesh(mesh.abstract_mesh) of a Mesh ctor without axis_types: the abstract mesh is Auto too.
import jax, numpy as np
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = Mesh(np.array(jax.devices()), ('x',))
x = jax.device_put(np.arange(16.), NamedSharding(mesh, P('x')))
with jax.sharding.use_abstract_mesh(mesh.abstract_mesh):
    top_level_all_gather(x, P(reduced={'x'}))
