"""Meshes built on first access (PEP 562), so that importing this module does not touch the devices."""
import jax
from jax.sharding import AxisType

_LAYOUTS = {
    # the batch axis is typed, the model axis is left to the partitioner
    "TRAIN": ((4, 2), ("data", "model"), (AxisType.Explicit, AxisType.Auto)),
    "SERVE": ((2, 4), ("data", "model"), (AxisType.Explicit, AxisType.Explicit)),
}
_cache = {}


def __getattr__(name):
    if name not in _LAYOUTS:
        raise AttributeError(name)
    if name not in _cache:
        shape, names, types = _LAYOUTS[name]
        _cache[name] = jax.make_mesh(shape, names, axis_types=types)
    return _cache[name]
