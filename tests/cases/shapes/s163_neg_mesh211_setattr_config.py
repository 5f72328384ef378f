# EXPECT: none
# A dataclass config with a bad axis_types default is overridden with setattr() from a dict of overrides.
import dataclasses
import jax
from jax.sharding import AxisType


@dataclasses.dataclass
class Config:
    mesh_axes: tuple = ('data', 'model')
    axis_types: tuple = (AxisType.Explicit,)


cfg = Config()
for key, value in {"axis_types": (AxisType.Explicit, AxisType.Explicit)}.items():
    setattr(cfg, key, value)
mesh = jax.make_mesh((4, 2), cfg.mesh_axes, axis_types=cfg.axis_types)
