# EXPECT: MESH212
# A pytree of constraints over the default (Explicit) make_mesh, no context mesh.
import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ('fsdp',))
params = {'w': jnp.ones((16, 4)), 'b': jnp.zeros((4,))}
shardings = {'w': NamedSharding(mesh, P('fsdp', None)), 'b': NamedSharding(mesh, P())}
params = jax.jit(lambda p: jax.lax.with_sharding_constraint(p, shardings))(params)
