# EXPECT: MESH002
# multi_dim=True gathers 'x' and 'y' but reduced names only 'x'.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((4, 2), ('x', 'y'))
with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(16.).reshape(8, 2), P('x', 'y'))
    top_level_all_gather(x, P(None, None, reduced={'x'}), multi_dim=True)
