# EXPECT: MESH002
# Generated (tests/generator), shrunk; analyzer disagreed: fn MESH002 | tlag.
import contextlib
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

@contextlib.contextmanager
def mesh_scope(m):
    with jax.set_mesh(m):
        yield m
mesh = jax.make_mesh((2, 2), ('data', 'model'), devices=jax.devices()[:4])
with mesh_scope(mesh):
    x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P('model', 'data'))
    y = top_level_all_gather(x, P(None, 'data'), multi_dim=False)
