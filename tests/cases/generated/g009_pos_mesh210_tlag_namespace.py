# EXPECT: MESH210
# Generated (tests/generator), shrunk; analyzer disagreed: fn MESH210 | tlag.
import jax
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
import types
settings = types.SimpleNamespace(shape=(2, 2, 2), names=('x', 'y', 'z'), types=[AxisType.Auto, AxisType.Auto, AxisType.Auto])
mesh = jax.make_mesh(settings.shape, settings.names, axis_types=settings.types)
