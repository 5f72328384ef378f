# EXPECT: none
# Generated (tests/generator), shrunk; analyzer disagreed: fp MESH001 | tlag.
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather
mesh = jax.make_mesh((4, 2), ('x', 'y'), axis_types=(AxisType.Explicit, AxisType.Explicit))
try:
    x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), NamedSharding(mesh, P('y', 'x')))
    y = top_level_all_gather(x, NamedSharding(mesh, P(None, None, reduced={'x', 'y'})), multi_dim=False)
except ValueError as err:
    pass
