# EXPECT: none
# The migrated spelling: `with jax.set_mesh(mesh):` replaces use_mesh.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'))


def loss_fn(w, x):
    return jnp.mean((x @ w) ** 2)


with jax.set_mesh(mesh):
    w = jax.device_put(np.ones((8, 4), np.float32), P(None, 'model'))
    x = jax.device_put(np.ones((16, 8), np.float32), P('data', None))
    print(jax.jit(loss_fn)(w, x))
