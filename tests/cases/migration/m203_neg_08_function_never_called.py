# EXPECT: none
# The PartitionSpec device_put is in a function that is defined but only called under jax.set_mesh.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P


def shard(x):
    return jax.device_put(x, P('x'))


mesh = jax.make_mesh((8,), ('x',))
with jax.set_mesh(mesh):
    y = shard(np.arange(16.0))
