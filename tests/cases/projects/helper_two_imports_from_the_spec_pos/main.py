# EXPECT: MESH205
# The spec is spelled here and handed through `steps` to `utils.shard`, whose module names no spec API at
# all: `jax.reshard` with a bare spec under a legacy `with mesh:` (no context mesh) fails there.
import jax
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P

from steps import place

mesh = jax.make_mesh((8,), ('x',))
x = jax.device_put(np.arange(32.0).reshape(8, 4), NamedSharding(mesh, P('x', None)))
with mesh:
    y = place(x, P(None, None))
