# EXPECT: MESH004
# A fully replicated input (device_put with P()) and an out spec that shards it.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

with jax.set_mesh(jax.make_mesh((8,), ('x',))):
    x = jax.device_put(np.arange(16.), P())
    top_level_all_gather(x, P('x'))
