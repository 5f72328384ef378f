# EXPECT: MESH210
# A list of the wrong length: the type check (list, not tuple) fails first.
import jax
from jax.sharding import AxisType

mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=[AxisType.Explicit])
