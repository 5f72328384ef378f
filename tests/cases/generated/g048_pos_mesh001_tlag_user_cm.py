# EXPECT: MESH001
# Generated (tests/generator seed 104, p104_01383), shrunk; analyzer disagreed: fn MESH001 | tlag.
import contextlib
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

@contextlib.contextmanager
def mesh_scope(m):
    with jax.set_mesh(m):
        yield m
mesh = jax.make_mesh((2, 4), ('x', 'y'), axis_types=(AxisType.Auto, AxisType.Auto))
with mesh_scope(mesh):
    x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), NamedSharding(mesh, P('y', 'x')))
    y = top_level_all_gather(x, P(None, None, reduced={'x', 'y'}))
