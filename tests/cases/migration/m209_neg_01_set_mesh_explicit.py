# EXPECT: none
# Correct: set the Explicit mesh and go Manual only inside shard_map.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))
with jax.set_mesh(mesh):
    a = jnp.ones((16,), out_sharding=P('x'))
    jax.shard_map(lambda b: b * 2, in_specs=P('x'), out_specs=P('x'))(a)
