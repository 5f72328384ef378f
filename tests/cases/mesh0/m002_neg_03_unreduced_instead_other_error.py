# EXPECT: none
# unreduced instead of reduced: vary_unreduced_cast rejects the reduced value (a different error).
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

with jax.set_mesh(jax.make_mesh((8,), ('x',))):
    x = jax.device_put(np.arange(16.), P('x'))
    top_level_all_gather(x, P(None, unreduced={'x'}))
