# EXPECT: none
# Correct gather, but adding its reduced result to a replicated array fails with a different (typing) error.
import jax, jax.numpy as jnp, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

with jax.set_mesh(jax.make_mesh((4, 2), ('x', 'y'))):
    x = jax.device_put(np.arange(16.).reshape(8, 2), P('x', 'y'))
    full = top_level_all_gather(x, P(None, 'y', reduced={'x'}))
    full + jnp.ones((8, 2))
