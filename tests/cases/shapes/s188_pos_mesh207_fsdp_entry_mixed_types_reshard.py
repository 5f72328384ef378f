# EXPECT: MESH207
# The same mixed entry through jax.reshard inside a jitted step: the NamedSharding is built, and reshard then
# refuses the Auto axis 'model' that shares an entry with the Explicit 'data'.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((2, 4), ('data', 'model'), axis_types=(AxisType.Explicit, AxisType.Auto))


@jax.jit
def step(x):
    return jax.reshard(x * 2, P(('data', 'model'), None))


with jax.set_mesh(mesh):
    y = step(jnp.ones((16, 8)))
