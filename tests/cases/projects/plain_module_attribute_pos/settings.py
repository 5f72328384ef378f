import jax
from jax.sharding import AxisType

AXES = ('x', 'y')
MESH = jax.make_mesh((4, 2), AXES, axis_types=(AxisType.Explicit, AxisType.Auto))
