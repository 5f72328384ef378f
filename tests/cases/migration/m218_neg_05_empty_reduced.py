# EXPECT: none
# An empty reduced set names no axis.
import jax
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))
s = NamedSharding(mesh, P('x', reduced=set()))
