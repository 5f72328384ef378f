# EXPECT: none
# Generated (tests/generator seed 104, p104_00291), shrunk; analyzer disagreed: fp MESH218 | tlag.
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather
mesh = jax.make_mesh((2, 2, 2), ('x', 'y', 'z'), axis_types=(AxisType.Explicit, AxisType.Explicit, AxisType.Auto))
with jax.set_mesh(Mesh(np.array(jax.devices()[:4]).reshape((2, 2)), ('data', 'model'), axis_types=(AxisType.Explicit, AxisType.Explicit))):
    x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P(('x', 'z'), None))
    y = top_level_all_gather(x, NamedSharding(mesh, P(None, None, reduced={'x', 'z'})), multi_dim=True)
