import jax
from jax.sharding import AxisType

import config

# written when the mesh had ("data", "fsdp"); the expert axis was added later
DEFAULT_AXIS_TYPES = (AxisType.Explicit, AxisType.Explicit)


def build_mesh(axis_types=DEFAULT_AXIS_TYPES):
    shape = tuple(config.ICI_PARALLELISM[a] for a in config.MESH_AXES)
    return jax.make_mesh(shape, config.MESH_AXES, axis_types=axis_types)
