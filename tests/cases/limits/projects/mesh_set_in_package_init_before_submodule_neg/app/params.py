import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


@jax.jit
def _init():
    return jnp.ones((16, 4))


init = jax.jit(_init, out_shardings=P("data", None))
PARAMS = init()
