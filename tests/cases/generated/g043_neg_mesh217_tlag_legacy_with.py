# EXPECT: none
# Generated (tests/generator seed 104, p104_01324), shrunk; analyzer disagreed: fp MESH217 | tlag.
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather
mesh = AbstractMesh((2, 2), ('data', 'model'))
with mesh:
    x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P('data', 'model'))
    y = top_level_all_gather(x, NamedSharding(mesh, P(None, None, unreduced={'data', 'model'})))
