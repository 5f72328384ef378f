# EXPECT: MESH203
# Generated (tests/generator), shrunk; analyzer disagreed: fn MESH203 | tlag.
import dataclasses
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P

@dataclasses.dataclass(frozen=True)
class MeshConfig:
    shape: tuple = (2,)
    names: tuple = ('x',)
CONFIG = MeshConfig()
mesh = Mesh(np.array(jax.devices()[:2]).reshape(CONFIG.shape), CONFIG.names)
with mesh:
    x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P(None, 'x'))
