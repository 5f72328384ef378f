# EXPECT: none
# sharding = functools.partial(NamedSharding, mesh); device_put(x, sharding(P(...))) needs no context mesh.
import functools
import jax, numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'))
sharding = functools.partial(NamedSharding, mesh)
x = jax.device_put(np.ones((8, 4), np.float32), sharding(P('data', None)))
