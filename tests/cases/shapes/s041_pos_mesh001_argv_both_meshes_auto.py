# EXPECT: MESH001
# if/else on len(sys.argv): both branches bind an Auto mesh (Mesh ctor / explicit Auto), so the gather fails either way.
import sys
import jax, numpy as np
from jax.sharding import AxisType, Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

if len(sys.argv) > 5:
    mesh = Mesh(np.array(jax.devices()), ('x',))
else:
    mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))

with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(16.), P('x'))
    top_level_all_gather(x, P(reduced={'x'}))
