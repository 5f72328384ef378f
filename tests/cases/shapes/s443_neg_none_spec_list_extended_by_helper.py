# EXPECT: none
# A layer's spec is built as a list that a helper extends in place (`spec.append("model")`): the caller's
# list is the same object, so the constraint names 'model' too and matches the array.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def add_tensor_axis(spec):
    spec.append("model")


class Layer:
    def __init__(self):
        self.spec = [None]
        self.aliases = {"out": self.spec}

    def widen(self):
        add_tensor_axis(self.spec)


mesh = jax.make_mesh((2, 4), ("data", "model"))
layer = Layer()
layer.widen()
spec = layer.aliases["out"]
extra = spec
extra += []
with jax.set_mesh(mesh):
    x = jax.device_put(jnp.ones((8, 16)), P(None, "model"))
    y = jax.lax.with_sharding_constraint(x, P(*spec))
    print(y.sharding.spec)
