# EXPECT: MESH209
# Generated (tests/generator seed 106, p106_01144), shrunk; analyzer disagreed: fn MESH209 | mig.jit_out_shardings.
import functools
import jax
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P

def with_mesh(m):

    def deco(fn):

        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            with jax.set_mesh(m):
                pass
        return wrapper
    return deco
mesh = jax.make_mesh((2, 2), ('x', 'y'), axis_types=(AxisType.Explicit, AxisType.Manual), devices=jax.devices()[:4])

@with_mesh(mesh)
def under_mesh():
    pass
under_mesh()
