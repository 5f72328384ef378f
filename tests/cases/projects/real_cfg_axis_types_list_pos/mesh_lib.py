import jax
from jax.sharding import AxisType

_AXIS_TYPES = {"explicit": AxisType.Explicit, "auto": AxisType.Auto}


def make_mesh_from_config(mesh_cfg):
    axis_types = [_AXIS_TYPES[name] for name in mesh_cfg.axis_type_names]
    return jax.make_mesh(mesh_cfg.ici_parallelism, mesh_cfg.mesh_axes, axis_types=axis_types)
