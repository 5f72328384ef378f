# EXPECT: MESH001
# try/except fallback where both the try and the fallback build an Auto mesh.
import jax, numpy as np
from jax.sharding import AxisType, Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

try:
    mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))
except (ValueError, RuntimeError):
    mesh = Mesh(np.array(jax.devices()), ('x',))

with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(16.), P('x'))
    top_level_all_gather(x, P(reduced={'x'}))
