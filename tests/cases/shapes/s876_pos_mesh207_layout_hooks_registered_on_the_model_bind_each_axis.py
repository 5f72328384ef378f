# EXPECT: MESH207
# Layout hooks are registered on the model through a method that appends to a list attribute; each hook keeps
# its own axis (a default argument), so the first one reshards onto 'tensor', an Auto axis.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


class Stack:
    def __init__(self):
        self.hooks = []

    def register_hook(self, fn):
        self.hooks.append(fn)

    def __call__(self, x):
        for hook in self.hooks:
            x = hook(jnp.tanh(x))
        return x


def attach_layout_hooks(model, axes):
    for axis in axes:
        model.register_hook(lambda h, axis=axis: jax.sharding.reshard(h, P(axis, None)))


if __name__ == "__main__":
    mesh = jax.make_mesh((4, 2), ("batch", "tensor"), axis_types=(AxisType.Explicit, AxisType.Auto))
    model = Stack()
    attach_layout_hooks(model, ("tensor", "batch"))
    with jax.set_mesh(mesh):
        x = jnp.ones((8, 16))
        print(model(x).shape)
