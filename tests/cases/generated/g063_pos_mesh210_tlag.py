# EXPECT: MESH210
# Generated (tests/generator seed 104, p104_00059), shrunk; analyzer disagreed: fn MESH210 | tlag.
import jax
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
mesh = jax.make_mesh((2, 2), ('data', 'model'), axis_types=[AxisType.Manual, AxisType.Auto], devices=jax.devices()[:4])
