# EXPECT: none
# Two meshes are swapped with tuple assignment (a, b = b, a) before the gather, which then runs under the Explicit one.
import jax, numpy as np
from jax.sharding import AxisType, Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

a = Mesh(np.array(jax.devices()), ('x',))
b = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Explicit,))
a, b = b, a
with jax.set_mesh(a):
    top_level_all_gather(jax.device_put(np.arange(16.), P('x')), P(reduced={'x'}))
