# EXPECT: none
# EXPECT-0.8.2: MESH207
# make_mesh without axis_types: Explicit since jax 0.9.0 (out_sharding fine), Auto before (out_sharding refused).
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))
with jax.set_mesh(mesh):
    buf = jnp.zeros((16, 4), out_sharding=P('x', None))
