# EXPECT: none
# main imports helpers, whose text names no mesh, but whose own import of runtime_setup sets one.
import numpy as np
import jax
from jax.sharding import PartitionSpec as P
from helpers import batch_size

print(jax.device_put(np.arange(float(batch_size())), P("x")).sharding.spec)
