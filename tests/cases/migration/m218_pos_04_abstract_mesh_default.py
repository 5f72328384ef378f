# EXPECT: MESH218
# AbstractMesh without axis_types is Auto.
from jax.sharding import AbstractMesh, NamedSharding, PartitionSpec as P

abstract = AbstractMesh((4, 2), ('x', 'y'))
s = NamedSharding(abstract, P('x', reduced={'y'}))
