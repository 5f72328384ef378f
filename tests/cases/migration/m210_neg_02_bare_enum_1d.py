# EXPECT: none
# A single AxisType (not in a tuple) is accepted for a 1-D mesh.
import jax
from jax.sharding import AxisType

mesh = jax.make_mesh((8,), ('x',), axis_types=AxisType.Explicit)
