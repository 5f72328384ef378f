# EXPECT: MESH210
# Generated (tests/generator seed 104, p104_00642), shrunk; analyzer disagreed: fp MESH201 | mig.zeros_out.
import jax
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
mesh = jax.make_mesh((2, 2), ('x', 'y'), axis_types=[AxisType.Explicit, AxisType.Explicit], devices=jax.devices()[:4])
with jax.sharding.use_mesh(mesh):
    pass
