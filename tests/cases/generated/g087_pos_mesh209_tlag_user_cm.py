# EXPECT: MESH209
# Generated (tests/generator seed 105, p105_01294), shrunk; analyzer disagreed: fp MESH218 | tlag.
import contextlib
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

@contextlib.contextmanager
def mesh_scope(m):
    with jax.set_mesh(m):
        pass
mesh = Mesh(np.array(jax.devices()[:4]).reshape((2, 2)), ('x', 'y'), axis_types=(AxisType.Explicit, AxisType.Manual))
with mesh_scope(mesh):
    x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), NamedSharding(mesh, P('y', 'x')))
    y = top_level_all_gather(x, NamedSharding(mesh, P(None, 'x', reduced={'y'})))
