# EXPECT: none
# Real-code helper: P(*axes) returns NamedSharding(mesh, PartitionSpec(*axes)), so device_put needs no context mesh.
import jax, numpy as np
from jax.sharding import NamedSharding, PartitionSpec

mesh = jax.make_mesh((4, 2), ('data', 'model'))


def P(*axes):
    return NamedSharding(mesh, PartitionSpec(*axes))


x = jax.device_put(np.ones((8, 4), np.float32), P('data', None))
