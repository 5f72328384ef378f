# EXPECT: none
# A jitted function's Python constant comes back as a jax.Array (the float branch never runs), a lowered stage is
# no array (its device_put branch never runs), and a NumPy argument is a tracer inside jit (no host branch).
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P


@jax.jit
def aux_loss(params):
    return 0.0


def normalize(x):
    if isinstance(x, np.ndarray):
        x = jax.device_put(x, P("data"))
    return x * 2


def materialize(obj):
    if isinstance(obj, jax.Array):
        return jax.device_put(obj, P())
    return obj


v = aux_loss(jnp.ones(4))
if isinstance(v, float):
    v = jax.device_put(v, P())
lowered = materialize(jax.jit(lambda x: x + 1).lower(jnp.ones(8)))
print(v, type(lowered).__name__, jax.jit(normalize)(np.ones((16, 4), np.float32)).shape)
