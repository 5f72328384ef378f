# EXPECT: MESH002
# Generated (tests/generator), shrunk; analyzer disagreed: fn MESH002 | tlag.
import dataclasses
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src import shard_map as shard_map_lib

@dataclasses.dataclass(frozen=True)
class MeshConfig:
    shape: tuple = (4, 2)
    names: tuple = ('data', 'model')
CONFIG = MeshConfig()
mesh = jax.make_mesh(CONFIG.shape, CONFIG.names)
jax.set_mesh(mesh)
x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P(('data', 'model'), None))
y = shard_map_lib.top_level_all_gather(x, P(None, None))
