# EXPECT: MESH211
# The first wrong axis_types count is caught by try/except ValueError; a later uncaught one raises.
import jax
from jax.sharding import AxisType

try:
    jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit,))
except ValueError:
    pass
mesh = jax.make_mesh((2, 2, 2), ('data', 'fsdp', 'model'), axis_types=(AxisType.Explicit,) * 2)
