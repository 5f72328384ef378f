# EXPECT: none
# Generated (tests/generator seed 104, p104_01030), shrunk; analyzer disagreed: fp MESH218 | mig.reduced_spec.
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
mesh = AbstractMesh((2, 2), ('data', 'model'), axis_types=(AxisType.Auto,) * 2)
with mesh:
    s = NamedSharding(mesh, P(None, reduced={'data'}))
