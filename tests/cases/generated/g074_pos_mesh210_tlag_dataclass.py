# EXPECT: MESH210
# Generated (tests/generator seed 105, p105_01086), shrunk; analyzer disagreed: fp MESH001 | tlag.
import dataclasses
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

@dataclasses.dataclass(frozen=True)
class MeshConfig:
    shape: tuple = (2, 2, 2)
    names: tuple = ('data', 'fsdp', 'model')
    types: object = dataclasses.field(default_factory=lambda: [AxisType.Explicit, AxisType.Explicit, AxisType.Explicit])
CONFIG = MeshConfig()
mesh = jax.make_mesh(CONFIG.shape, CONFIG.names, axis_types=CONFIG.types)
x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), NamedSharding(mesh, P(None, ('data', 'fsdp'))))
y = top_level_all_gather(x, P(None, ('data', 'fsdp')), multi_dim=True)
