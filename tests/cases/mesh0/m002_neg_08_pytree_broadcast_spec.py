# EXPECT: none
# One out spec broadcast over a tuple of arrays, with reduced.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

with jax.set_mesh(jax.make_mesh((8,), ('x',))):
    a = jax.device_put(np.arange(16.), P('x'))
    b = jax.device_put(np.arange(8.), P('x'))
    top_level_all_gather((a, b), P(reduced={'x'}))
