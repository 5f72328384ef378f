# EXPECT: MESH203
# The array is placed before the plugin that sets the global mesh is loaded (importlib, in a helper module).
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

from backend import load_backend

x = jax.device_put(np.arange(32.0).reshape(8, 4), P("data", "model"))
load_backend("tpu_like")
print(x.sharding.spec)
