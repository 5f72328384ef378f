# EXPECT: MESH202
# Generated (tests/generator seed 104, p104_00788), shrunk; analyzer disagreed: fp MESH210 | mig.jit_in_shardings.
import jax
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax.sharding import use_mesh
mesh = jax.make_mesh((2, 2, 2), ('x', 'y', 'z'), axis_types=[AxisType.Auto, AxisType.Explicit, AxisType.Auto])
