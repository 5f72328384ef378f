# EXPECT: none
# A mixed mesh; reduced names the Explicit axis.
import jax
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit, AxisType.Auto))
s = NamedSharding(mesh, P(None, 'model', reduced={'data'}))
