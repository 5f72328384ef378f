# EXPECT: MESH210
# A tuple with one AxisType and one string.
import jax
from jax.sharding import AxisType

mesh = jax.make_mesh((4, 2), ('x', 'y'), axis_types=(AxisType.Explicit, 'Auto'))
