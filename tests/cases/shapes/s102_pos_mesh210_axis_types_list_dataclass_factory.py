# EXPECT: MESH210
# Dataclass config with a list-valued field (default_factory=list of AxisType) passed as axis_types.
import dataclasses
import jax
from jax.sharding import AxisType


@dataclasses.dataclass
class MeshConfig:
    shape: tuple = (4, 2)
    names: tuple = ('data', 'model')
    axis_types: list = dataclasses.field(default_factory=lambda: [AxisType.Explicit, AxisType.Explicit])


cfg = MeshConfig()
mesh = jax.make_mesh(cfg.shape, cfg.names, axis_types=cfg.axis_types)
