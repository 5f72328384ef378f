# EXPECT: MESH001
# A NamedSharding over a mesh with a Manual axis places the array when its spec names every mesh axis; the
# gather after it then meets no context mesh.
import jax
import numpy as np
from jax.sharding import AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


def make_mesh():
    devices = np.array(jax.devices()[:8]).reshape((2, 2, 2))
    return Mesh(devices, ('x', 'y', 'z'), axis_types=(AxisType.Manual, AxisType.Explicit, AxisType.Explicit))


mesh = make_mesh()
sharding = NamedSharding(mesh, P(('x', 'y'), 'z'))
x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), sharding)
print(top_level_all_gather(x, NamedSharding(mesh, P(('x', 'y'), 'z'))).shape)
