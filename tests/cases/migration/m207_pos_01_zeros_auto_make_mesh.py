# EXPECT: MESH207
# make_mesh with axis_types=(Auto,): out_sharding may only name Explicit axes.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))
with jax.set_mesh(mesh):
    buf = jnp.zeros((16, 4), jnp.float32, out_sharding=P('x', None))
