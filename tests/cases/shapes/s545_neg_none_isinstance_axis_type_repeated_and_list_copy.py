# EXPECT: none
# A config normalises a bare AxisType to one per axis name, and a trainer copies its callbacks list: all fine.
from dataclasses import dataclass, field

import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P


@dataclass
class MeshConfig:
    names: tuple = ("data", "model")
    shape: tuple = (2, 4)
    types: object = AxisType.Explicit

    def __post_init__(self):
        if isinstance(self.types, AxisType):
            self.types = (self.types,) * len(self.names)


class PutCallback:
    def on_start(self, mesh):
        with jax.set_mesh(mesh):
            return jax.device_put(np.ones(16, np.float32), P("data"))


class Trainer:
    def __init__(self, cfg, callbacks):
        self.cfg = cfg
        self.callbacks = list(callbacks)

    def fit(self):
        mesh = jax.make_mesh(self.cfg.shape, self.cfg.names, axis_types=self.cfg.types)
        return [cb.on_start(mesh) for cb in self.callbacks]


print(Trainer(MeshConfig(), [PutCallback()]).fit())
