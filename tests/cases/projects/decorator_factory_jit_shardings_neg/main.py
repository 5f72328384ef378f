# EXPECT: none
# The same decorator factory; the jitted loss is called under jax.set_mesh (which resolves the bare spec) with
# a batch placed as the spec says.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

from decorators import jit_with_shardings


@jit_with_shardings(P("data"))
def loss(x):
    return (x ** 2).sum()


with jax.set_mesh(jax.make_mesh((8,), ("data",))):
    print(loss(jax.device_put(jnp.ones((16,)), P("data"))))
