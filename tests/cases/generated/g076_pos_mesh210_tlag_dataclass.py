# EXPECT: MESH210
# Generated (tests/generator seed 105, p105_00100), shrunk; analyzer disagreed: fp MESH203 | tlag.
import dataclasses
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P

@dataclasses.dataclass(frozen=True)
class MeshConfig:
    shape: tuple = (2, 2, 2)
    names: tuple = ('x', 'y', 'z')
    types: object = dataclasses.field(default_factory=lambda: [AxisType.Explicit, AxisType.Explicit, AxisType.Explicit])
CONFIG = MeshConfig()
mesh = jax.make_mesh(axis_shapes=CONFIG.shape, axis_names=CONFIG.names, axis_types=CONFIG.types)
x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P('y', 'x'))
