# EXPECT: MESH216
# P.UNCONSTRAINED lets the partitioner choose; with make_mesh's Explicit default there is no Auto axis to choose from.
import jax
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'))
activation_sharding = NamedSharding(mesh, P('data', P.UNCONSTRAINED))
