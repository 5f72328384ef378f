# EXPECT: MESH001
# Generated (tests/generator seed 105, p105_01324), shrunk; analyzer disagreed: fn MESH001 | tlag.
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather
mesh = Mesh(np.array(jax.devices()[:8]).reshape((4, 2)), ('x', 'y'), axis_types=(AxisType.Manual, AxisType.Explicit))
x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), NamedSharding(mesh, P('y', 'x')))
y = top_level_all_gather(x, NamedSharding(mesh, P('y', 'x')))
