# EXPECT: MESH209
# Generated (tests/generator seed 106, p106_01034), shrunk; analyzer disagreed: fn MESH209 | mig.legacy_shard_map.
import contextlib
import jax
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P

@contextlib.contextmanager
def mesh_scope(m):
    with jax.set_mesh(m):
        pass
mesh = jax.make_mesh((2, 2, 2), ('x', 'y', 'z'), axis_types=(AxisType.Explicit, AxisType.Explicit, AxisType.Manual))
with mesh_scope(mesh):
    pass
