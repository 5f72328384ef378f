# EXPECT: none
# The helper would miss reduced, but it runs under jax.vmap: the batched input has one dimension less and jax
# fails with a different error (safe_zip), so the analyzer must not follow the argument through vmap.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

def gather(x):
    return top_level_all_gather(x, P(None))

with jax.set_mesh(jax.make_mesh((8,), ('x',))):
    a = jax.device_put(np.arange(16.), P('x'))
    jax.vmap(gather)(a)
