# EXPECT: MESH209
# Generated (tests/generator seed 104, p104_00012), shrunk; analyzer disagreed: fn MESH209 | mig.shard_map_mesh.
import contextlib
import jax
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P

@contextlib.contextmanager
def mesh_scope(m):
    with jax.set_mesh(m):
        pass
mesh = jax.make_mesh(axis_shapes=(2, 4), axis_names=('data', 'model'), axis_types=(AxisType.Explicit, AxisType.Manual))
with mesh_scope(mesh):
    pass
