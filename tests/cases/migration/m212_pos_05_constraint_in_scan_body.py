# EXPECT: MESH212
# A constraint inside a lax.scan body over the default (Explicit) make_mesh, no context mesh.
import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ('fsdp',))
carry_sharding = NamedSharding(mesh, P('fsdp'))


def body(carry, x):
    carry = jax.lax.with_sharding_constraint(carry + x, carry_sharding)
    return carry, None


jax.jit(lambda xs: jax.lax.scan(body, jnp.zeros(16), xs))(jnp.ones((4, 16)))
