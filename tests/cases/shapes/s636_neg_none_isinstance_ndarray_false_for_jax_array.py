# EXPECT: none
# A host-array helper places only NumPy arrays: a jnp array is a jax.Array, not an np.ndarray, so the bare-spec
# put is never reached.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P


def to_device(x):
    if isinstance(x, np.ndarray):
        x = jax.device_put(x, P("data"))
    return x


print(to_device(jnp.ones((16,))).shape)
