# EXPECT: none
# Branches return (array, learning rate) with the array sharded alike in both: the types agree.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ("data",))
with jax.set_mesh(mesh):
    x = jnp.zeros((16,), out_sharding=P("data"))
    out = jax.lax.cond(True, lambda: (x * 2, 1.0), lambda: (x, 2.0))
print(out[0].sharding)
