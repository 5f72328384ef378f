# EXPECT: none
# A spec that names no axis passes the Auto-only check.
import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))
y = jax.jit(lambda a: jax.lax.with_sharding_constraint(a, NamedSharding(mesh, P())))(jnp.ones(16))
