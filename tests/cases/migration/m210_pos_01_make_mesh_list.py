# EXPECT: MESH210
# axis_types given as a list: jax wants a tuple of AxisType (a list is taken as one odd element).
import jax
from jax.sharding import AxisType

mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=[AxisType.Explicit, AxisType.Explicit])
