# EXPECT: none
# Correct: one type per axis name.
import jax
from jax.sharding import AxisType

mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit,) * 2)
