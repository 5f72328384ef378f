# EXPECT: none
# jax.grad through the gather under an all-Explicit 2-D mesh.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

with jax.set_mesh(jax.make_mesh((4, 2), ('x', 'y'))):
    x = jax.device_put(np.arange(16.).reshape(8, 2), P('x', 'y'))
    loss = lambda v: top_level_all_gather(v, P(None, 'y', reduced={'x'})).sum()
    g = jax.jit(jax.grad(loss))(x)
