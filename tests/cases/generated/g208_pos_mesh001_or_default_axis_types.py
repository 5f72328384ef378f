# EXPECT: MESH001
# Written for reach-2: axis types default through `config or (...)`; no config is given, so the mesh is Auto and
# top_level_all_gather refuses it.
import jax, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


def build_mesh(types=None):
    types = types or (AxisType.Auto, AxisType.Auto)
    return jax.make_mesh((4, 2), ('x', 'y'), axis_types=types)


mesh = build_mesh()
with jax.set_mesh(mesh):
    top_level_all_gather(jax.device_put(np.arange(16.).reshape(8, 2), P('x', None)), P(None, None, reduced={'x'}))
