# EXPECT: none
# Under a set mesh, in_shardings naming an axis the mesh lacks fails differently.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

with jax.set_mesh(jax.make_mesh((8,), ('x',))):
    jax.jit(lambda a: a, in_shardings=P('y'))(jnp.arange(16.0))
