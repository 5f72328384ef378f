# EXPECT: MESH002
# out_sharding given as a NamedSharding whose spec lacks reduced.
import jax, numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((2, 4), ('dp', 'tp'))
with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(32.).reshape(4, 8), P('dp', 'tp'))
    top_level_all_gather(x, NamedSharding(mesh, P('dp', None)))
