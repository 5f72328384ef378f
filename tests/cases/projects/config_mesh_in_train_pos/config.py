import jax
from jax.sharding import AxisType

MESH = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))
