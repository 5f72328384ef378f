from jax.sharding import AxisType


def widen(target):
    target.axis_types = (AxisType.Explicit,) * len(target.mesh_axes)
