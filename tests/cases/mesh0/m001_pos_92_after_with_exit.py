# EXPECT: MESH001
# After the with block exits the context mesh is empty again.
import jax, numpy as np
from jax.sharding import PartitionSpec as P, AxisType
from jax._src.shard_map import top_level_all_gather
mesh = jax.make_mesh((8,), ('x',))
with jax.set_mesh(mesh):
    arr = jax.device_put(np.arange(16.), P('x'))
jax.set_mesh(None) if False else None
top_level_all_gather(arr, P(reduced={'x'}))
