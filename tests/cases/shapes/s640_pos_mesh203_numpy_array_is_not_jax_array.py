# EXPECT: MESH203
# A NumPy array is not a jax.Array: the placement branch runs, with a bare spec and no mesh.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P
x = np.ones((8,))
if isinstance(x, jax.Array):
    print("jax")
else:
    jax.device_put(x, P("d"))
