# EXPECT: MESH211
# A bare AxisType is wrapped into a 1-tuple, which does not cover a 2-D mesh.
import jax
from jax.sharding import AxisType

mesh = jax.make_mesh((4, 2), ('x', 'y'), axis_types=AxisType.Explicit)
