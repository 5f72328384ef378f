# EXPECT: none
# Inside `with jax.set_mesh(mesh):` the name mesh is rebound to an Auto mesh; the context mesh stays Explicit.
import jax, numpy as np
from jax.sharding import AxisType, Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Explicit,))
with jax.set_mesh(mesh):
    mesh = Mesh(np.array(jax.devices()), ('x',))
    top_level_all_gather(jax.device_put(np.arange(16.), P('x')), P(reduced={'x'}))
