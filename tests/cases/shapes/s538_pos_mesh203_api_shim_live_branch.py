# EXPECT: MESH203
# The shim's live branch (new jax, any supported Python) puts a bare PartitionSpec with no mesh set.
import sys

import jax
import numpy as np
from jax.sharding import PartitionSpec as P

if sys.version_info >= (3, 8) and hasattr(jax, "set_mesh"):
    x = jax.device_put(np.zeros((8,), np.float32), P("data"))
