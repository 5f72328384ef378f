# EXPECT: MESH212
# A mixed mesh is not all-Explicit: the constraint goes through the Auto-only check instead (different error).
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit, AxisType.Auto))
with jax.set_mesh(mesh):
    x = jnp.ones((8, 4))
    y = jax.lax.with_sharding_constraint(x, P('data', None))
