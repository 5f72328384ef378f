"""The process-wide mesh, made on first use; tests reset it."""
import jax
from jax.sharding import AxisType

_MESH = None
AXES = {"data": (4, AxisType.Explicit), "model": (2, AxisType.Explicit)}


def get_mesh():
    global _MESH
    if _MESH is None:
        _MESH = jax.make_mesh(tuple(v[0] for v in AXES.values()), tuple(AXES),
                              axis_types=tuple(v[1] for v in AXES.values()))
    return _MESH


def reset_mesh():
    global _MESH
    _MESH = None
