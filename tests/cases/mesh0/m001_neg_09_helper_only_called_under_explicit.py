# EXPECT: none
# A helper that gathers, called twice, each time under an all-Explicit mesh.
import jax, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

def gather_all(v):
    return top_level_all_gather(v, P(reduced={'x'}))

m1 = jax.make_mesh((8,), ('x',))
m2 = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Explicit,))
with jax.set_mesh(m1):
    gather_all(jax.device_put(np.arange(16.), P('x')))
with jax.set_mesh(m2):
    gather_all(jax.device_put(np.arange(8.), P('x')))
