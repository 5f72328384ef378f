# EXPECT: none
# The unreduced axis is not in the mesh: a different error.
import jax
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))
s = NamedSharding(mesh, P(None, unreduced={'y'}))
