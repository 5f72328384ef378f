# EXPECT: none
# dataclasses.replace runs __post_init__ again: the axis types are recomputed for the new axis names.
import dataclasses

import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P


@dataclasses.dataclass
class MeshConfig:
    names: tuple = ("replica", "data", "model")
    shape: tuple = (1, 2, 4)
    axis_types: tuple = ()

    def __post_init__(self):
        self.axis_types = (AxisType.Explicit,) * len(self.names)


base = MeshConfig()
cfg = dataclasses.replace(base, names=("data", "model"), shape=(2, 4))
mesh = jax.make_mesh(cfg.shape, cfg.names, axis_types=cfg.axis_types)
with jax.set_mesh(mesh):
    print(jax.device_put(np.zeros((8, 8), np.float32), P("data", "model")).sharding)
