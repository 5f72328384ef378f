# EXPECT: none
# `with jax.set_mesh(mesh) as ctx:` sets the context mesh (ctx itself is None).
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((2, 4), ('a', 'b'))
with jax.set_mesh(mesh) as ctx:
    x = jax.device_put(np.arange(32.).reshape(4, 8), P('a', 'b'))
    top_level_all_gather(x, P('a', None, reduced={'b'}))
