# EXPECT: MESH216
# device_put with an unconstrained dim under an Explicit mesh.
import jax
import numpy as np
from jax.sharding import PartitionSpec

with jax.set_mesh(jax.make_mesh((8,), ('x',))):
    a = jax.device_put(np.zeros((16, 4), np.float32), PartitionSpec(None, PartitionSpec.UNCONSTRAINED))
