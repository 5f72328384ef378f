# EXPECT: MESH001
# try/except fallback: the try always raises (one axis type for two axes), so the fallback Auto Mesh(...) is used.
import jax, numpy as np
from jax.sharding import AxisType, Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

try:
    mesh = jax.make_mesh((4, 2), ('x', 'y'), axis_types=(AxisType.Explicit,))
except ValueError:
    mesh = Mesh(np.array(jax.devices()).reshape(4, 2), ('x', 'y'))

with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(16.), P('x'))
    top_level_all_gather(x, P(reduced={'x'}))
