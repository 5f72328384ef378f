# EXPECT: none
# Correct: unreduced over an Explicit axis (make_mesh's default).
import jax
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))
grad_sharding = NamedSharding(mesh, P(None, unreduced={'x'}))
