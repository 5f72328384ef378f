# EXPECT: MESH224
# Branches return (array, learning rate): the numbers agree, the arrays' shardings do not.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ("data",))
with jax.set_mesh(mesh):
    x = jnp.zeros((16,), out_sharding=P("data"))
    out = jax.lax.cond(True, lambda: (jax.reshard(x, P()), 1.0), lambda: (x, 2.0))
