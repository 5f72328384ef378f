# EXPECT: none
# Generated (tests/generator seed 105, p105_01249), shrunk; analyzer disagreed: fp MESH217 | mig.unreduced_spec.
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
mesh = AbstractMesh((2,), ('data',))
with mesh:
    s = NamedSharding(mesh, P(None, unreduced={'data'}))
