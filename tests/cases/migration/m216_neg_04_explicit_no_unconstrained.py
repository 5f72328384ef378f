# EXPECT: none
# Under Explicit axes, leave the dim as None instead (replicated).
import jax
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'))
activation_sharding = NamedSharding(mesh, P('data', None))
