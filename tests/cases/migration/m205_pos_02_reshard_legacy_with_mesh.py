# EXPECT: MESH205
# jax.reshard with a bare spec inside a legacy `with mesh:` block: that block sets no context mesh.
import jax
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))
x = jax.device_put(np.arange(32.0).reshape(8, 4), NamedSharding(mesh, P('x', None)))
with mesh:
    y = jax.reshard(x, P(None, None))
