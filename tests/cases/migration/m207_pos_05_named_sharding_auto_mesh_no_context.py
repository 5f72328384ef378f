# EXPECT: MESH207
# A NamedSharding over an Auto mesh, passed as out_sharding with no context mesh: still an Auto axis.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))
a = jnp.zeros((16,), out_sharding=NamedSharding(mesh, P('x')))
