# EXPECT: MESH206
# jax.jit(..., in_shardings=P(...)) called with no mesh set: jit cannot turn the spec into a sharding.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P


def train_step(params, batch):
    return params - 0.01 * jnp.mean(batch) * params


mesh = jax.make_mesh((8,), ('data',))
step = jax.jit(train_step, in_shardings=(P(), P('data', None)))
params = step(jnp.ones((4,)), np.ones((16, 4), np.float32))
