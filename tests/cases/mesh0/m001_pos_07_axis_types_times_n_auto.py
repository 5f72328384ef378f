# EXPECT: MESH001
# axis_types=(AxisType.Auto,) * 2 : every axis Auto.
import jax, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((2, 4), ('dp', 'tp'), axis_types=(AxisType.Auto,) * 2)
with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(32.).reshape(4, 8), P('dp', 'tp'))
    top_level_all_gather(x, P(None, 'tp', reduced={'dp'}))
