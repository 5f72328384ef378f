# EXPECT: MESH206
# A factory returns jax.jit(step, in_shardings=P(...)) and the step is called with no mesh set.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def make_train_step(lr):
    def step(w, g):
        return w - lr * g
    return jax.jit(step, in_shardings=(P('data'), P('data')), out_shardings=P('data'))


mesh = jax.make_mesh((8,), ('data',))
train_step = make_train_step(0.1)
train_step(jnp.ones((16,)), jnp.ones((16,)))
