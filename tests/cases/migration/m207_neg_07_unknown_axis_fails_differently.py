# EXPECT: none
# An axis the mesh does not have: a different error, whatever the axis types.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))
with jax.set_mesh(mesh):
    a = jnp.zeros((16,), out_sharding=P('y'))
