# EXPECT: MESH203
# Two next() calls on a loader generator: the second runs on to its second yield, whose bare spec has no mesh.
import jax
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P

MESH = jax.make_mesh((8,), ('data',))

def loader():
    yield jax.device_put(np.ones(16, np.float32), NamedSharding(MESH, P('data')))
    yield jax.device_put(np.ones(16, np.float32), P('data'))

it = loader()
next(it)
next(it)
