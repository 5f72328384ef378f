# EXPECT: none
# A plugin module loaded by importlib.import_module sets the global mesh at import; the device_put follows it.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

from backend import load_backend

BACKEND = "tpu_like"
load_backend(BACKEND)
x = jax.device_put(np.arange(32.0).reshape(8, 4), P("data", "model"))
print(x.sharding.spec)
