# EXPECT: none
# Loops left by a break the analysis decides: nothing after the break (or in the loop's else) runs.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P
mesh = jax.make_mesh((8,), ("data",))
for i in range(3):
    if i == 0:
        if True:
            break
    jax.device_put(np.ones((16,), np.float32), P("data"))
for name in ("a", "b"):
    if name == "a":
        break
    jax.device_put(np.ones((16,), np.float32), P("data"))
