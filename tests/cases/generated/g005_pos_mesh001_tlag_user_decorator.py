# EXPECT: MESH001
# Generated (tests/generator), shrunk; analyzer disagreed: fp MESH203 | tlag.
import functools
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

def with_mesh(m):

    def deco(fn):

        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            with jax.set_mesh(m):
                return fn(*args, **kwargs)
        return wrapper
    return deco
mesh = jax.make_mesh((2,), ('data',), axis_types=(AxisType.Auto,), devices=jax.devices()[:2])

@with_mesh(mesh)
def under_mesh():
    x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P(None, 'data'))
    y = top_level_all_gather(x, NamedSharding(mesh, P(None, None)))
under_mesh()
