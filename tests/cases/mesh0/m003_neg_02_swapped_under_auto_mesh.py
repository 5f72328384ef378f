# EXPECT: MESH001
# Swapped out axes, but under an Auto mesh (Mesh ctor): the context-mesh check fires first.
import jax, numpy as np
from jax.sharding import Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = Mesh(np.array(jax.devices()).reshape(4, 2), ('x', 'y'))
with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(16.).reshape(8, 2), P('x', 'y'))
    top_level_all_gather(x, P('y', 'x'), multi_dim=True)
