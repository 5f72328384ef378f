# EXPECT: MESH218
# EXPECT-0.8.2: MESH218
# AbstractMesh without axis_types is Auto on both versions (only make_mesh's default changed).
from jax.sharding import AbstractMesh, NamedSharding, PartitionSpec as P

abstract = AbstractMesh((4, 2), ('x', 'y'))
s = NamedSharding(abstract, P('x', reduced={'y'}))
