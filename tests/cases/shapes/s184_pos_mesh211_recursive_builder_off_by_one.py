# EXPECT: MESH211
# A recursive helper builds the axis-type tuple but is called with n - 1: one type too few for two axes.
import jax
from jax.sharding import AxisType


def explicit_types(n):
    return () if n == 0 else (AxisType.Explicit,) + explicit_types(n - 1)


names = ('x', 'y')
mesh = jax.make_mesh((4, 2), names, axis_types=explicit_types(len(names) - 1))
