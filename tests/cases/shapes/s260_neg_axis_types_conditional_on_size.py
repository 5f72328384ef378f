# EXPECT: none
# Same, with the threshold met (mesh.size >= 8): the mesh is all Explicit and the gather works.
import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

probe = jax.make_mesh((8,), ('data',))
names = ('data', 'model')
types = (AxisType.Explicit,) * len(names) if probe.size >= 8 else (AxisType.Auto,) * len(names)
mesh = jax.make_mesh((4, 2), names, axis_types=types)

with jax.set_mesh(mesh):
    w = jax.device_put(np.ones((8, 4), np.float32), P('data', None))
    full = top_level_all_gather(w, P(None, None, reduced={'data'}))
    print(full.shape)
