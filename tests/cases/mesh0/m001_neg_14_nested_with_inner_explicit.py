# EXPECT: none
# Nested withs: outer Auto mesh, inner Explicit mesh; the call sees the inner one.
import jax, numpy as np
from jax.sharding import Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

auto = Mesh(np.array(jax.devices()), ('x',))
explicit = jax.make_mesh((8,), ('x',))
with jax.set_mesh(auto):
    with jax.set_mesh(explicit):
        x = jax.device_put(np.arange(16.), P('x'))
        top_level_all_gather(x, P(reduced={'x'}))
