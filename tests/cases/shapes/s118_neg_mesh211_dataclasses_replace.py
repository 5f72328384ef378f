# EXPECT: none
# A frozen dataclass with a bad axis_types default is fixed with dataclasses.replace before the mesh is built.
import dataclasses
import jax
from jax.sharding import AxisType


@dataclasses.dataclass(frozen=True)
class Config:
    mesh_axes: tuple = ('data', 'model')
    axis_types: tuple = (AxisType.Explicit,)


cfg = dataclasses.replace(Config(), axis_types=(AxisType.Explicit,) * 2)
mesh = jax.make_mesh((4, 2), cfg.mesh_axes, axis_types=cfg.axis_types)
