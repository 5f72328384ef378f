# EXPECT: none
# jax.NamedSharding alias over an Explicit mesh given as out_sharding of jnp.zeros under set_mesh (correct).
import jax, jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Explicit,))
with jax.set_mesh(mesh):
    a = jnp.zeros((16,), out_sharding=jax.NamedSharding(mesh, P('x')))
