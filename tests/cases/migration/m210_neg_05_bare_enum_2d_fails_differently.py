# EXPECT: MESH211
# A bare AxisType for a 2-D mesh becomes a 1-tuple: the count check fails instead.
import jax
from jax.sharding import AxisType

mesh = jax.make_mesh((4, 2), ('x', 'y'), axis_types=AxisType.Explicit)
