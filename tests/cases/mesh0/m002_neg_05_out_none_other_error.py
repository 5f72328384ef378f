# EXPECT: none
# out_sharding=None is rejected up front with its own message.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

with jax.set_mesh(jax.make_mesh((8,), ('x',))):
    x = jax.device_put(np.arange(16.), P('x'))
    top_level_all_gather(x, None)
