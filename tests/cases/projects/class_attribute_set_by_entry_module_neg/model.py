import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

from registry import Registry


def make_state(n):
    with jax.set_mesh(Registry.mesh):
        return jnp.zeros((n,), out_sharding=P("data"))
