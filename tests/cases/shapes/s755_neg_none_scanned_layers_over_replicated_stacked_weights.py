# EXPECT: none
# Layer weights are stacked copies of a scaled identity, placed replicated, and scanned over: each step's
# activation keeps P('data', None), as the per-layer constraint says, so the assert holds.
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
        return jax.device_put(jnp.stack([one] * self.depth), P(None, None, None))

    def __call__(self, x):
        h, _ = jax.lax.scan(block, x, self.weights())
        return h


mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit, AxisType.Explicit))
jax.set_mesh(mesh)
stack = Stack(3, 16)
x = jax.device_put(jnp.ones((8, 16)), ACTIVATIONS)
print(jax.jit(stack)(x).shape)
