# EXPECT: none
# Building a mesh with Manual axes is allowed; it is never set.
import jax
from jax.sharding import AxisType

mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Manual,))
print(mesh.axis_types)
