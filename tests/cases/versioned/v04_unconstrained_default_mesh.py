# EXPECT: MESH216
# EXPECT-0.8.2: none
# P.UNCONSTRAINED needs an Auto axis: make_mesh has one by default on 0.8.2, none on 0.10.2.
import jax
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'))
activation_sharding = NamedSharding(mesh, P('data', P.UNCONSTRAINED))
