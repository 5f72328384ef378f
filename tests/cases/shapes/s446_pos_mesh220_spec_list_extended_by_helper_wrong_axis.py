# EXPECT: MESH220
# A layer's spec is built as a list that a helper extends in place (`spec.append("data")`): the caller's
# list is the same object, so the constraint says P(None, 'data'), which the array (P(None, 'model')) is not.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def add_tensor_axis(spec):
    spec.append("data")


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
