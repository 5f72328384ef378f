# EXPECT: MESH218
# jnp.ones(out_sharding=P(reduced=...)) naming the Auto axis of a mixed mesh.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit, AxisType.Auto))
with jax.set_mesh(mesh):
    w = jnp.ones((8, 4), out_sharding=P('data', None, reduced={'model'}))
