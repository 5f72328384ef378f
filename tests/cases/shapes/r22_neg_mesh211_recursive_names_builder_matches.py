# EXPECT: none
# The same recursive helper; the axis types are counted from its result (correct).
import jax
from jax.sharding import AxisType

ALL_AXES = ('data', 'fsdp', 'model')


def leading_axes(n):
    if n <= 0:
        return ()
    return leading_axes(n - 1) + (ALL_AXES[n - 1],)


names = leading_axes(2)
mesh = jax.make_mesh((4, 2), names, axis_types=(AxisType.Explicit,) * len(names))
