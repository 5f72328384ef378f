# EXPECT: MESH203
# An evaluation helper sets the global mesh and clears it in `finally`, also when it returns from inside `try`.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P


def evaluate(n):
    jax.set_mesh(jax.make_mesh((8,), ("data",)))
    try:
        return float(np.sum(np.arange(n)))
    finally:
        jax.set_mesh(None)


evaluate(8)
jax.device_put(np.ones((16,), np.float32), P("data"))
