# EXPECT: MESH211
# The __post_init__ wraps a bare AxisType into a 1-tuple instead of repeating it per axis name: 2 names, 1 type.
from dataclasses import dataclass
from typing import Sequence, Union
import jax
from jax.sharding import AxisType


@dataclass
class MeshConfig:
    shape: Sequence[int] = (2, 4)
    names: Sequence[str] = ("data", "model")
    axis_types: Union[AxisType, Sequence[AxisType]] = AxisType.Explicit

    def __post_init__(self):
        if isinstance(self.axis_types, AxisType):
            self.axis_types = (self.axis_types,)
        self.shape = tuple(self.shape)

    def build(self):
        return jax.make_mesh(self.shape, tuple(self.names), axis_types=tuple(self.axis_types))


class Model:
    def __init__(self, cfg: MeshConfig):
        self.cfg = cfg
        self.mesh = cfg.build()


print(Model(MeshConfig()).mesh.axis_types)
