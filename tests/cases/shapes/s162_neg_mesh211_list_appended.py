# EXPECT: none
# axis_types collected in a list with .append() per axis, then tuple(): two types for two axes.
import jax
from jax.sharding import AxisType

names = ('data', 'model')
types = [AxisType.Explicit]
types.append(AxisType.Explicit)
mesh = jax.make_mesh((4, 2), names, axis_types=tuple(types))
