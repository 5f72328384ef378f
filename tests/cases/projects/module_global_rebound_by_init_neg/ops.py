import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

import jax
import state


def zeros_sharded(n):
    with jax.set_mesh(state.MESH):
        return jnp.zeros((n,), out_sharding=P("x"))
