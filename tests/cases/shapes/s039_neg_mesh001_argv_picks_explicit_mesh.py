# EXPECT: none
# if/else on len(sys.argv) binds two meshes (Auto / Explicit); jax runs with no arguments and takes the Explicit one.
import sys
import jax, numpy as np
from jax.sharding import AxisType, Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

if len(sys.argv) > 5:
    mesh = Mesh(np.array(jax.devices()), ('x',))
else:
    mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Explicit,))

with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(16.), P('x'))
    top_level_all_gather(x, P(reduced={'x'}))
