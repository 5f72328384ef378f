# EXPECT: MESH001
# `AxisType as AT` alias and tuple concatenation (AT.Explicit,) + (AT.Auto,): second axis Auto.
import jax, numpy as np
from jax.sharding import AxisType as AT, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((4, 2), ('x', 'y'), axis_types=(AT.Explicit,) + (AT.Auto,))
jax.set_mesh(mesh)
x = jax.device_put(np.arange(16.).reshape(8, 2), P('x', None))
top_level_all_gather(x, P(None, None, reduced={'x'}))
