# EXPECT: none
# Correct: out_sharding=P(...) under jax.set_mesh with an all-Explicit make_mesh.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'))
with jax.set_mesh(mesh):
    optimizer_state = jnp.zeros((64, 32), jnp.float32, out_sharding=P('data', 'model'))
