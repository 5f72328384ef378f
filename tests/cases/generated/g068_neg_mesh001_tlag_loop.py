# EXPECT: none
# Generated (tests/generator seed 104, p104_01371), shrunk; analyzer disagreed: fp-unexecuted MESH001 | tlag.
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather
mesh = AbstractMesh((2, 2, 2), ('data', 'fsdp', 'model'), axis_types=(AxisType.Auto, AxisType.Auto, AxisType.Auto))
for step in range(0):
    x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), NamedSharding(mesh, P(None, ('fsdp', 'model'))))
    y = top_level_all_gather(x, P(None, 'fsdp', reduced={'model'}))
