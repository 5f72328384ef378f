# EXPECT: MESH220
# A NamedSharding of the set mesh behaves the same as the bare spec.
import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ('fsdp',))
with jax.set_mesh(mesh):
    w = jnp.ones((16, 16))
    w = jax.lax.with_sharding_constraint(w, NamedSharding(mesh, P('fsdp', None)))
