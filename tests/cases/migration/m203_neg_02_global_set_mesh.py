# EXPECT: none
# A bare jax.set_mesh(mesh) statement sets the mesh for the rest of the program.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

jax.set_mesh(jax.make_mesh((8,), ('batch',)))


def load_batch():
    return jax.device_put(np.zeros((16, 4), np.float32), P('batch'))


batch = load_batch()
