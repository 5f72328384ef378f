# EXPECT: none
# Generated (tests/generator seed 104, p104_00180), shrunk; analyzer disagreed: fp MESH001 | tlag.
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather
mesh = AbstractMesh((4, 2), ('data', 'model'))
x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), NamedSharding(mesh, P('model', 'data')))
y = top_level_all_gather(x, P(None, 'data'))
