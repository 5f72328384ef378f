# EXPECT: none
# The shape and the names disagree: make_mesh fails on that, differently.
import jax
from jax.sharding import AxisType

mesh = jax.make_mesh((4, 2), ('data',), axis_types=(AxisType.Explicit,))
