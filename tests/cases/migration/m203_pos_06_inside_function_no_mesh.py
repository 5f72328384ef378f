# EXPECT: MESH203
# A data-loading helper uses a PartitionSpec; it is called at top level where no mesh is set.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P


def load_batch(step):
    x = np.full((16, 4), step, np.float32)
    return jax.device_put(x, P('data'))


mesh = jax.make_mesh((8,), ('data',))
for step in range(3):
    batch = load_batch(step)
