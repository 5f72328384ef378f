# EXPECT: none
# A recursive helper builds the axis-type tuple one axis at a time (all Explicit); the gather is correct.
import jax, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


def explicit_types(n):
    return () if n == 0 else (AxisType.Explicit,) + explicit_types(n - 1)


mesh = jax.make_mesh((4, 2), ('x', 'y'), axis_types=explicit_types(2))
with jax.set_mesh(mesh):
    top_level_all_gather(jax.device_put(np.arange(16.).reshape(8, 2), P('x', None)), P(None, None, reduced={'x'}))
