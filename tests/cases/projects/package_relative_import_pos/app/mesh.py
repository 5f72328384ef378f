import jax
from jax.sharding import AxisType

MESH = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit, AxisType.Auto))
