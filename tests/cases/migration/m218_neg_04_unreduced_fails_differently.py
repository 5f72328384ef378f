# EXPECT: MESH217
# unreduced (not reduced) on an Auto axis: the sibling Unreduced error, not this one.
import jax
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))
s = NamedSharding(mesh, P(None, unreduced={'x'}))
