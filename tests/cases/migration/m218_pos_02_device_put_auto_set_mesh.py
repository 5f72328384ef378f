# EXPECT: MESH218
# device_put with reduced= under a set Auto mesh (e.g. an old Mesh(...) with default axis types).
import jax
import numpy as np
from jax.sharding import Mesh, PartitionSpec as P

mesh = Mesh(np.array(jax.devices()), ('fsdp',))
with jax.set_mesh(mesh):
    w = jax.device_put(np.ones((16, 4), np.float32), P(None, None, reduced={'fsdp'}))
