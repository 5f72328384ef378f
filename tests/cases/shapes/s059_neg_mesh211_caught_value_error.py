# EXPECT: none
# The wrong axis_types count is caught by try/except ValueError; the program falls back and completes.
import jax
from jax.sharding import AxisType

try:
    mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit,))
except ValueError as e:
    print("bad config:", e)
    mesh = jax.make_mesh((4, 2), ('data', 'model'))
