# EXPECT: MESH213
# Legacy `with mesh:` does not provide the context mesh shard_map looks up.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'))
with mesh:
    f = jax.shard_map(lambda a: a * 2, in_specs=P('data', 'model'), out_specs=P('data', 'model'))
    f(np.ones((8, 4), np.float32))
