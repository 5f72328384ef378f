# EXPECT: MESH001
# Legacy `with mesh:` sets the old resource env, not the context mesh, even for an all-Explicit make_mesh.
import jax, numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((8,), ('x',))
x = jax.device_put(np.arange(16.), NamedSharding(mesh, P('x')))
with mesh:
    y = top_level_all_gather(x, NamedSharding(mesh, P(reduced={'x'})))
