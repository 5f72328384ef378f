# EXPECT: MESH209
# Generated (tests/generator seed 105, p105_01002), shrunk; analyzer disagreed: fn MESH209 | mig.wsc_eager.
import contextlib
import jax
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P

@contextlib.contextmanager
def mesh_scope(m):
    with jax.set_mesh(m):
        pass
mesh = jax.make_mesh((2,), ('data',), axis_types=(AxisType.Manual,), devices=jax.devices()[:2])
with mesh_scope(mesh):
    pass
