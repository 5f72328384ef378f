# EXPECT: none
# Correct: the jitted function with PartitionSpec shardings is called under jax.set_mesh.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P


def train_step(params, batch):
    return params - 0.01 * jnp.mean(batch) * params


mesh = jax.make_mesh((8,), ('data',))
step = jax.jit(train_step, in_shardings=(P(), P('data', None)))
with jax.set_mesh(mesh):
    params = step(jnp.ones((4,)), np.ones((16, 4), np.float32))
