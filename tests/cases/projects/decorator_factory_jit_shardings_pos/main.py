# EXPECT: MESH206
# decorators.py holds a two-level decorator factory that returns jax.jit(fn, in_shardings=...); main.py gives it
# a bare PartitionSpec and calls the jitted loss with no mesh set.
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

from decorators import jit_with_shardings


@jit_with_shardings(P("data"))
def loss(x):
    return (x ** 2).sum()


print(loss(jnp.ones((16,))))
