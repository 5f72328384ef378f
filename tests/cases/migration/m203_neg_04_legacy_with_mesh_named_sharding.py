# EXPECT: none
# Legacy `with mesh:` with NamedShardings instead of bare specs: device_put is satisfied.
import jax
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))
with mesh:
    a = jax.device_put(np.arange(16.0), NamedSharding(mesh, P('x')))
