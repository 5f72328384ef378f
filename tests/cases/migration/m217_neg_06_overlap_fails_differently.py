# EXPECT: none
# The same axis both unreduced and reduced: PartitionSpec refuses it before any mesh is involved.
import jax
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))
s = NamedSharding(mesh, P(reduced={'x'}, unreduced={'x'}))
