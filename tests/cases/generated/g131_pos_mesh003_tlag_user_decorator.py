# EXPECT: MESH003
# Generated (tests/generator seed 106, p106_01310), shrunk; analyzer disagreed: fn MESH003 | tlag.
import functools
import jax
import jax.numpy as jnp
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
mesh = jax.make_mesh(axis_shapes=(2, 2, 2), axis_names=('x', 'y', 'z'), axis_types=(AxisType.Explicit,) * 3, devices=jax.devices()[:8])

@with_mesh(mesh)
def under_mesh():
    x = jnp.zeros((16, 8), jnp.float32, out_sharding=P(('x', 'y'), 'z'))
    y = top_level_all_gather(x, P(('y', 'x'), 'z'))
under_mesh()
