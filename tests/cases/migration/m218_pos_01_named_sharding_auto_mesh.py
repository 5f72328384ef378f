# EXPECT: MESH218
# reduced={...} over an Auto axis.
import jax
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))
weights_sharding = NamedSharding(mesh, P(None, reduced={'x'}))
