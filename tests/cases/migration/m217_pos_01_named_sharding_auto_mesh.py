# EXPECT: MESH217
# unreduced={...} is an Explicit-sharding feature; the mesh axis is Auto.
import jax
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))
grad_sharding = NamedSharding(mesh, P(None, unreduced={'x'}))
