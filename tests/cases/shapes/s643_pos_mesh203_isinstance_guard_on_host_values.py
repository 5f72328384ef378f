# EXPECT: MESH203
# The same placement helper gets a NumPy batch from the host loader: that is no jax.Array, so its
# bare-spec device_put runs with no mesh set and jax refuses it.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P


def to_device(x):
    if not isinstance(x, jax.Array):
        return jax.device_put(x, P("data"))
    return x


def batches():
    for i in range(2):
        yield np.full((16, 4), i, dtype=np.float32)


params = [jnp.ones((4, 4)) * 0.1, jax.random.normal(jax.random.key(1), (4,))]
params = [to_device(p) for p in params]
for batch in batches():
    to_device(batch)
