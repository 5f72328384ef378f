# EXPECT: MESH217
# A Manual axis is not Explicit either.
import jax
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Manual,))
s = NamedSharding(mesh, P(unreduced={'x'}))
