# EXPECT: none
# Generated (tests/generator seed 104, p104_01187), shrunk; analyzer disagreed: fp-unexecuted MESH001 | tlag.
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather
mesh = jax.make_mesh((2, 2, 2), ('x', 'y', 'z'), axis_types=(AxisType.Auto, AxisType.Auto, AxisType.Auto), devices=jax.devices()[:8])
jax.set_mesh(mesh)
for step in range(0):
    x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P('x', 'y'))
    y = top_level_all_gather(x, P(None, None, reduced={'x', 'y'}))
