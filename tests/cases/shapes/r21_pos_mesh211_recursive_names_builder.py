# EXPECT: MESH211
# A recursive helper collects the first n axis names; the mesh gets three names but two axis types.
import jax
from jax.sharding import AxisType

ALL_AXES = ('data', 'fsdp', 'model')


def leading_axes(n):
    if n <= 0:
        return ()
    return leading_axes(n - 1) + (ALL_AXES[n - 1],)


mesh = jax.make_mesh((2, 2, 2), leading_axes(3), axis_types=(AxisType.Explicit,) * 2)
