# EXPECT: MESH001
# Nested withs: the outer mesh is Explicit, the inner one (Mesh ctor, default Auto) wins at the call.
import jax, numpy as np
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

explicit = jax.make_mesh((8,), ('x',))
auto = Mesh(np.array(jax.devices()), ('x',))
with jax.set_mesh(explicit):
    x = jax.device_put(np.arange(16.), P('x'))
    with jax.set_mesh(auto):
        top_level_all_gather(x, P(reduced={'x'}))
