# EXPECT: none
# infra/__init__.py loads submodules lazily; main reads infra.distributed.MESH, which runs its jax.set_mesh.
import numpy as np
import jax
from jax.sharding import PartitionSpec as P

import infra

print("devices:", infra.distributed.MESH.size)
batch = np.ones((16, 4), np.float32)
placed = jax.device_put(batch, P("data", None))
print(placed.sharding)
