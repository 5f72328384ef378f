# EXPECT: none
# Written for reach-2: twin of g208 where the caller passes Explicit types, so `types or (...)` keeps them.
import jax, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


def build_mesh(types=None):
    types = types or (AxisType.Auto, AxisType.Auto)
    return jax.make_mesh((4, 2), ('x', 'y'), axis_types=types)


mesh = build_mesh((AxisType.Explicit, AxisType.Explicit))
with jax.set_mesh(mesh):
    top_level_all_gather(jax.device_put(np.arange(16.).reshape(8, 2), P('x', None)), P(None, None, reduced={'x'}))
