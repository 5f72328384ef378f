# EXPECT: none
# Correct: a tuple of AxisType.
import jax
from jax.sharding import AxisType

mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit, AxisType.Explicit))
