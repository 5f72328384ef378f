# EXPECT: MESH207
# jax.NamedSharding alias over an Auto mesh given as out_sharding of jnp.zeros.
import jax, jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))
a = jnp.zeros((16,), out_sharding=jax.NamedSharding(mesh, P('x')))
