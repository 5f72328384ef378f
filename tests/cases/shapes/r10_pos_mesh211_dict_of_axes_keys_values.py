# EXPECT: MESH211
# MaxText-style dict of axis sizes: shape from .values(), names from the keys, but only one axis type.
import jax
from jax.sharding import AxisType

AXES = {'data': 4, 'model': 2}
mesh = jax.make_mesh(tuple(AXES.values()), tuple(AXES), axis_types=(AxisType.Explicit,))
