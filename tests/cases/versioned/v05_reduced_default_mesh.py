# EXPECT: none
# EXPECT-0.8.2: MESH218
# reduced= needs Explicit axes: make_mesh's default axes are Explicit on 0.10.2, Auto on 0.8.2.
import jax
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ('fsdp',))
weights = NamedSharding(mesh, P(None, reduced={'fsdp'}))
