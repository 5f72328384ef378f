# EXPECT: none
# The script exits (sys.exit(0)) before the leftover bad mesh line; that line never runs.
import sys
import jax
from jax.sharding import AxisType

mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit,) * 2)
sys.exit(0)
old_mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit,))
