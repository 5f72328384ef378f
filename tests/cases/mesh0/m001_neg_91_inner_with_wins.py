# EXPECT: none
# The innermost with jax.set_mesh decides the context mesh.
import jax, numpy as np
from jax.sharding import PartitionSpec as P, AxisType
from jax._src.shard_map import top_level_all_gather
auto = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))
expl = jax.make_mesh((8,), ('x',))
with jax.set_mesh(auto):
    with jax.set_mesh(expl):
        arr = jax.device_put(np.arange(16.), P('x'))
        top_level_all_gather(arr, P(reduced={'x'}))
