# EXPECT: none
# A spec that names no axis is fine whatever the axis types.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))
with jax.set_mesh(mesh):
    a = jnp.zeros((16, 4), out_sharding=P())
    b = jnp.ones((16,), out_sharding=P(None))
