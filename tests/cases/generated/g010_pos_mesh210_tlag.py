# EXPECT: MESH210
# Generated (tests/generator), shrunk; analyzer disagreed: fn MESH210 | tlag.
import jax
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
mesh = jax.make_mesh(axis_shapes=(2,), axis_names=('x',), axis_types=[AxisType.Explicit], devices=jax.devices()[:2])
