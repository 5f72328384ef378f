# EXPECT: MESH001
# The mesh is made Explicit only for big meshes (probe.size > 8); with an 8-device probe it is Auto.
import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

probe = jax.make_mesh((8,), ('data',))
types = (AxisType.Explicit,) if probe.size > 8 else (AxisType.Auto,)
mesh = jax.make_mesh((8,), ('data',), axis_types=types)

with jax.set_mesh(mesh):
    w = jax.device_put(np.ones((8, 4), np.float32), P('data', None))
    print(top_level_all_gather(w, P(None, None, reduced={'data'})).shape)
