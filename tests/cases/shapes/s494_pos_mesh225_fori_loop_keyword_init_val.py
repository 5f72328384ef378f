# EXPECT: MESH225
# fori_loop given its initial carry by keyword (init_val=): the body reshards it to replicated.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
jax.set_mesh(jax.make_mesh((2, 4), ("x", "y")))
A = jax.device_put(jnp.ones((8, 8)), P("x"))
jax.lax.fori_loop(0, 2, lambda i, c: jax.reshard(c, P()), init_val=A)
