# EXPECT: MESH207
# A mesh is set, but its axis is Auto: a different error (Auto axes cannot appear in out_sharding).
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))
with jax.set_mesh(mesh):
    a = jnp.zeros((16,), out_sharding=P('x'))
