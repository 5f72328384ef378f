# EXPECT: MESH001
# A jitted helper first called with no context mesh raises before the later call under the mesh.
import jax, numpy as np
from jax.sharding import PartitionSpec as P, AxisType, NamedSharding
from jax._src.shard_map import top_level_all_gather
mesh = jax.make_mesh((8,), ('x',))
@jax.jit
def f(a):
    return top_level_all_gather(a, P(reduced={'x'}))
arr = jax.device_put(np.arange(16.), NamedSharding(mesh, P('x')))
f(arr)
with jax.set_mesh(mesh):
    f(arr)
