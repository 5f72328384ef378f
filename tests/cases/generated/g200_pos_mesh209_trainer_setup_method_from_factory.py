# EXPECT: MESH209
# Written for reach-2: a factory builds a trainer object whose setup() method enters the mesh it was configured
# with; the config asks for a Manual axis, so jax.set_mesh refuses it (a plain method call, nothing traced).
import dataclasses
import jax
from jax.sharding import AxisType


@dataclasses.dataclass
class MeshConfig:
    shape: tuple = (4, 2)
    names: tuple = ('data', 'model')
    types: tuple = (AxisType.Explicit, AxisType.Manual)


class Trainer:
    def __init__(self, config):
        self.mesh = jax.make_mesh(config.shape, config.names, axis_types=config.types)

    def setup(self):
        jax.set_mesh(self.mesh)
        return self


def build_trainer(config=None):
    return Trainer(config or MeshConfig()).setup()


build_trainer()
