# EXPECT: none
# Constraining a replicated array to P() matches.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

with jax.set_mesh(jax.make_mesh((8,), ('x',))):
    a = jnp.arange(16.0)
    b = jax.lax.with_sharding_constraint(a, P())
