# EXPECT: none
# if without else: the default axis_types are right; an override on an unknown condition (not taken) would be wrong.
import sys
import jax
from jax.sharding import AxisType

types = (AxisType.Explicit, AxisType.Explicit)
if len(sys.argv) > 5:
    types = (AxisType.Explicit,)
mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=types)
