# EXPECT: none
# The input lives on a different (equal-shaped but reordered) mesh than the context: a mesh-mismatch error instead.
import jax, numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

other = jax.make_mesh((2, 4), ('x', 'y'))
x = jax.device_put(np.ones((8, 8)), NamedSharding(other, P('x', 'y')))
with jax.set_mesh(jax.make_mesh((4, 2), ('x', 'y'))):
    top_level_all_gather(x, P('y', 'x'), multi_dim=True)
