# EXPECT: MESH001
# A helper called twice: first under an Explicit mesh (fine), then under an Auto mesh (fails).
import jax, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

def gather_rows(v):
    return top_level_all_gather(v, P(None, None, reduced={'x'}))

good = jax.make_mesh((4, 2), ('x', 'y'))
bad = jax.make_mesh((4, 2), ('x', 'y'), axis_types=(AxisType.Explicit, AxisType.Auto))
with jax.set_mesh(good):
    gather_rows(jax.device_put(np.arange(16.).reshape(8, 2), P('x', None)))
with jax.set_mesh(bad):
    gather_rows(jax.device_put(np.arange(16.).reshape(8, 2), P('x', None)))
