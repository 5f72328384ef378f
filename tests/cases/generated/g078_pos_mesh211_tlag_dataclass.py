# EXPECT: MESH211
# Generated (tests/generator seed 105, p105_00494), shrunk; analyzer disagreed: fp MESH203 | tlag.
import dataclasses
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P

@dataclasses.dataclass(frozen=True)
class MeshConfig:
    shape: tuple = (4, 2)
    names: tuple = ('data', 'model')
    types: object = (AxisType.Auto,)
CONFIG = MeshConfig()
mesh = Mesh(np.array(jax.devices()[:8]).reshape(CONFIG.shape), CONFIG.names, axis_types=CONFIG.types)
x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P('model', None))
