# EXPECT: MESH206
# out_shardings=P(...) needs a context mesh just as in_shardings does.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec


@jax.jit
def make(x):
    return x * 2


init = jax.jit(lambda: jnp.zeros((16, 8)), out_shardings=PartitionSpec('x', None))
state = init()
