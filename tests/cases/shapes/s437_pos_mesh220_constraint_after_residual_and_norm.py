# EXPECT: MESH220
# A transformer block on an all-Explicit mesh: the gated residual sum and the activation keep the activations'
# P('data', 'model') sharding (elementwise ops of one sharding), so the constraint asserting a replicated
# layout fails.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def block(x, w):
    h = jnp.tanh(x) * w
    y = x + h
    return jax.lax.with_sharding_constraint(jax.nn.gelu(y), P(None, None))


mesh = jax.make_mesh((2, 4), ("data", "model"))
with jax.set_mesh(mesh):
    x = jax.device_put(jnp.ones((8, 16)), P("data", "model"))
    block(x, 0.5)
