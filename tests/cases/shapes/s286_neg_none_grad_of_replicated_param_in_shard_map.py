# EXPECT: none
# The gradient of a replicated parameter inside shard_map is replicated too (JAX transposes the implicit pcast
# into a psum), so out_specs=P() holds for w - g although the loss varies over 'data'.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, PartitionSpec as P

mesh = Mesh(np.array(jax.devices()), ('data',))


def loss_fn(w, x):
    return jnp.mean(x @ w)


def train_step(w, x):
    g = jax.grad(loss_fn)(w, x)
    return w - g


print(jax.jit(jax.shard_map(train_step, mesh=mesh, in_specs=(P(), P('data')), out_specs=P()))(np.ones((4, 2), np.float32), np.ones((16, 4), np.float32)))
