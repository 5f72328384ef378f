# EXPECT: MESH003
# The out spec is built from mesh.axis_names[1] ('y') while dimension 0 of the input is sharded over 'x'.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((4, 2), ('x', 'y'))
with jax.set_mesh(mesh):
    v = jax.device_put(np.arange(16.).reshape(8, 2), P(mesh.axis_names[0], None))
    top_level_all_gather(v, P(mesh.axis_names[1], None, reduced={mesh.axis_names[0]}))
