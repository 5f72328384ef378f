# EXPECT: MESH209
# One Manual axis among Explicit ones is enough.
import jax
from jax.sharding import AxisType

mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit, AxisType.Manual))
jax.set_mesh(mesh)
