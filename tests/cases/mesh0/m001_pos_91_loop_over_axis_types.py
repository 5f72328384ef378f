# EXPECT: MESH001
# A loop over literal axis types: the second iteration builds an Auto mesh.
import jax, numpy as np
from jax.sharding import PartitionSpec as P, AxisType
from jax._src.shard_map import top_level_all_gather
for types in [(AxisType.Explicit,), (AxisType.Auto,)]:
    mesh = jax.make_mesh((8,), ('x',), axis_types=types)
    with jax.set_mesh(mesh):
        arr = jax.device_put(np.arange(16.), P('x') if types[0] == AxisType.Explicit else P())
        top_level_all_gather(arr, P(reduced={'x'}))
