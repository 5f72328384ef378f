# EXPECT: MESH207
# explicit_axes reshards its arguments to in_sharding= before the body runs; a NamedSharding over the Auto mesh
# keeps its Auto axis, and reshard refuses it.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((2, 4), ('data', 'model'), axis_types=(AxisType.Auto, AxisType.Auto))
with jax.set_mesh(mesh):
    double = jax.sharding.explicit_axes(lambda a: a * 2, in_sharding=NamedSharding(mesh, P('data', None)))
    print(double(jnp.ones((16, 8))).shape)
