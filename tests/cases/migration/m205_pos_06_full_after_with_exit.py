# EXPECT: MESH205
# jnp.full under `with jax.set_mesh(...)` is fine; the second call runs after the block has ended.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))
with jax.set_mesh(mesh):
    a = jnp.full((16,), 1.0, out_sharding=P('x'))
b = jnp.full((16,), 2.0, out_sharding=P('x'))
