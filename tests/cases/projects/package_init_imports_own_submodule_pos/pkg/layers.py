import jax
import numpy as np
from jax.sharding import PartitionSpec as P


def place():
    return jax.device_put(np.ones((8,), np.float32), P("x"))
