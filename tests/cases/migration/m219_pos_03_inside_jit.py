# EXPECT: MESH219
# Inside jit the argument keeps its Explicit sharding type.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P


@jax.jit
def upsample(x):
    return jnp.repeat(x, 2, axis=1)


mesh = jax.make_mesh((2, 4), ('data', 'seq'))
with jax.set_mesh(mesh):
    x = jax.device_put(np.ones((4, 8), np.float32), P('data', 'seq'))
    upsample(x)
