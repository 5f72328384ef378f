# EXPECT: none
# Frozen dataclass config (default_factory fields): axis types match the axis names (correct).
import dataclasses
import jax
from jax.sharding import AxisType


@dataclasses.dataclass(frozen=True)
class Config:
    mesh_shape: tuple = (4, 2)
    mesh_axes: tuple = ('data', 'model')
    axis_types: tuple = dataclasses.field(default_factory=lambda: (AxisType.Explicit, AxisType.Explicit))


def build_mesh(config):
    return jax.make_mesh(config.mesh_shape, config.mesh_axes, axis_types=config.axis_types)


build_mesh(Config())
