# EXPECT: MESH211
# Generated (tests/generator), shrunk; analyzer disagreed: fp MESH001 | tlag.
import dataclasses
import functools
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src import shard_map as shard_map_lib

def with_mesh(m):

    def deco(fn):

        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            pass
    return deco

@dataclasses.dataclass(frozen=True)
class MeshConfig:
    shape: tuple = (2, 2, 2)
    names: tuple = ('x', 'y', 'z')
    types: object = (AxisType.Explicit,)
CONFIG = MeshConfig()
mesh = jax.make_mesh(axis_shapes=CONFIG.shape, axis_names=CONFIG.names, axis_types=CONFIG.types)

@with_mesh(mesh)
def under_mesh():
    x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), NamedSharding(mesh, P(('x', 'y'), 'z')))
    y = shard_map_lib.top_level_all_gather(x, P(None, None, reduced={'x', 'y', 'z'}))
