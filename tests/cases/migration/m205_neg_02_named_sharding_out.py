# EXPECT: none
# A NamedSharding over an Explicit mesh with no context mesh: jnp.zeros fails differently (device assignment).
import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))
a = jnp.zeros((16,), out_sharding=NamedSharding(mesh, P('x')))
