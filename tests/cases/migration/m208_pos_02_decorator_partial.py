# EXPECT: MESH208
# explicit_axes as a decorator through functools.partial, called at top level without a mesh.
import functools
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, explicit_axes, PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Auto, AxisType.Auto))


@functools.partial(explicit_axes, axes='data', in_sharding=P('data', None))
def normalize(x):
    return x / jnp.sum(x, axis=1, keepdims=True)


normalize(jnp.ones((8, 4)))
