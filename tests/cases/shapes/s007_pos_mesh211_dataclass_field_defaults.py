# EXPECT: MESH211
# Dataclass config with field defaults: two mesh axes but only one axis type.
import dataclasses
import jax
from jax.sharding import AxisType


@dataclasses.dataclass
class Config:
    mesh_shape: tuple = (4, 2)
    mesh_axes: tuple = ('data', 'model')
    axis_types: tuple = (AxisType.Explicit,)


def build_mesh(config):
    return jax.make_mesh(config.mesh_shape, config.mesh_axes, axis_types=config.axis_types)


build_mesh(Config())
