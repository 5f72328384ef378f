# EXPECT: none
# One Auto axis is enough.
import jax
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit, AxisType.Auto))
activation_sharding = NamedSharding(mesh, P('data', P.UNCONSTRAINED))
