# EXPECT: none
# A legacy pjit model calls a jax.jit helper with bare in/out specs inside its body: the helper is traced while pjit
# has the legacy mesh as the context mesh, so its specs resolve.
import numpy as np
import jax
import jax.numpy as jnp
from jax.experimental.pjit import pjit
from jax.sharding import PartitionSpec as P

norm = jax.jit(lambda h: h / jnp.linalg.norm(h, axis=-1, keepdims=True),
               in_shardings=P(None, None), out_shardings=P(None, None))


def model(x):
    return norm(jnp.tanh(x))


mesh = jax.make_mesh((8,), ("data",))
with mesh:
    out = pjit(model)(np.ones((16, 4), np.float32))
