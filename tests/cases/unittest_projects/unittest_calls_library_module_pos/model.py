import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def sharded_ones(n):
    return jnp.ones((n,), out_sharding=P("data"))
