# EXPECT: MESH203
# The first pass continues (a warm-up step), the second reaches the bare-spec put with no mesh set.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

step = 0
while step < 2:
    step += 1
    if step == 1:
        continue
    jax.device_put(np.ones((8,)), P("data"))
print(step)
