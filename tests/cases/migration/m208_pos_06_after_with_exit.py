# EXPECT: MESH208
# The first call is under jax.set_mesh; the second runs after the block ended.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))
step = jax.sharding.explicit_axes(lambda a: a + 1, in_sharding=P('x'))
with jax.set_mesh(mesh):
    step(jnp.arange(16.0))
step(jnp.arange(16.0))
