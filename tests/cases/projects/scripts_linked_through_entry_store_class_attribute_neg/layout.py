import jax
from jax.sharding import AxisType


class Layout:
    mesh_axes = ("data", "expert")
    axis_types = (AxisType.Explicit,)


def build():
    return jax.make_mesh((4, 2), Layout.mesh_axes, axis_types=Layout.axis_types)
