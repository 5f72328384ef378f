import jax
import numpy as np
from jax.sharding import PartitionSpec as P

BATCH = jax.device_put(np.zeros((16, 4)), P("data", None))
