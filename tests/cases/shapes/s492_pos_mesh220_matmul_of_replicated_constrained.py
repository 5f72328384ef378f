# EXPECT: MESH220
# A matmul of replicated arrays is replicated: constraining it to a split over 'data' under an all-Explicit
# mesh asserts and fails.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


@jax.jit
def apply(w, x):
    return jax.lax.with_sharding_constraint(x @ w, P("data"))


with jax.set_mesh(jax.make_mesh((8,), ("data",))):
    apply(jnp.ones((4, 4)), jnp.ones((16, 4)))
