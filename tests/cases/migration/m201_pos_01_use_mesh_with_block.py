# EXPECT: MESH201
# Pre-0.7.1 training step: `with jax.sharding.use_mesh(mesh):` - use_mesh was removed in jax 0.7.1.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'))


def loss_fn(w, x):
    return jnp.mean((x @ w) ** 2)


with jax.sharding.use_mesh(mesh):
    w = jax.device_put(np.ones((8, 4), np.float32), P(None, 'model'))
    x = jax.device_put(np.ones((16, 8), np.float32), P('data', None))
    print(jax.jit(loss_fn)(w, x))
