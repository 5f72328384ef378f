# EXPECT: none
# Correct: make_mesh's default axis_types are Explicit (jax >= 0.9.0).
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))
with jax.set_mesh(mesh):
    buf = jnp.zeros((16, 4), jnp.float32, out_sharding=P('x', None))
