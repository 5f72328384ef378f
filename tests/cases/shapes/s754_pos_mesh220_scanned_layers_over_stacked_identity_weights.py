# EXPECT: MESH220
# Layer weights are stacked copies of a scaled identity, sharded over 'model' on their output dimension, and
# scanned over. Each step's activation `tanh(h @ w) + h` is P('data', 'model'), but the per-layer constraint says
# P('data', None): under an all-Explicit mesh that is an assert, and it fails while the scan body is traced.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

ACTIVATIONS = P("data", None)


def block(h, w):
    h = jnp.tanh(h @ w) + h
    return jax.lax.with_sharding_constraint(h, ACTIVATIONS), None


class Stack:
    def __init__(self, depth, width):
        self.depth, self.width = depth, width

    def weights(self):
        one = jnp.eye(self.width) * 0.5
        return jax.device_put(jnp.stack([one] * self.depth), P(None, None, "model"))

    def __call__(self, x):
        h, _ = jax.lax.scan(block, x, self.weights())
        return h


mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit, AxisType.Explicit))
jax.set_mesh(mesh)
stack = Stack(3, 16)
x = jax.device_put(jnp.ones((8, 16)), ACTIVATIONS)
print(jax.jit(stack)(x).shape)
