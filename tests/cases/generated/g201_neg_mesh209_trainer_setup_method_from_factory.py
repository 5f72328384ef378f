# EXPECT: none
# Written for reach-2: twin of g200 whose config asks for Explicit axes only: set_mesh in the method is fine.
import dataclasses
import jax
from jax.sharding import AxisType


@dataclasses.dataclass
class MeshConfig:
    shape: tuple = (4, 2)
    names: tuple = ('data', 'model')
    types: tuple = (AxisType.Explicit, AxisType.Explicit)


class Trainer:
    def __init__(self, config):
        self.mesh = jax.make_mesh(config.shape, config.names, axis_types=config.types)

    def setup(self):
        jax.set_mesh(self.mesh)
        return self


def build_trainer(config=None):
    return Trainer(config or MeshConfig()).setup()


build_trainer()
