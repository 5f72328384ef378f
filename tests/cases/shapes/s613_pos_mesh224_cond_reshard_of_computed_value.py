# EXPECT: MESH224
# A warm-up branch reshards a computed gradient to replicated while the other branch returns it as it is: the
# branches' output types differ on the Explicit mesh.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ("data",))
with jax.set_mesh(mesh):
    g = jnp.ones((64,), out_sharding=P("data"))
    out = jax.lax.cond(True, lambda: jax.reshard(g * 0.1, P()), lambda: g)
