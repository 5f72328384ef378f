# EXPECT: none
# The dataclass field default has one axis type for two axes, but the config is built with a matching override.
import dataclasses
import jax
from jax.sharding import AxisType


@dataclasses.dataclass
class Config:
    mesh_axes: tuple = ('data', 'model')
    axis_types: tuple = (AxisType.Explicit,)


cfg = Config(axis_types=(AxisType.Explicit, AxisType.Explicit))
mesh = jax.make_mesh((4, 2), cfg.mesh_axes, axis_types=cfg.axis_types)
