# EXPECT: none
# A `while True:` loop breaks before the wrong mesh line; that line is unreachable.
import jax
from jax.sharding import AxisType

while True:
    mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit,) * 2)
    break
    mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit,))
