# EXPECT: none
# make_mesh(**kw) with one axis type per axis name (correct).
import jax
from jax.sharding import AxisType

KW = {'axis_shapes': (4, 2), 'axis_names': ('data', 'model'), 'axis_types': (AxisType.Explicit,) * 2}
mesh = jax.make_mesh(**KW)
