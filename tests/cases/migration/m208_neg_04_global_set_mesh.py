# EXPECT: none
# A global jax.set_mesh supplies the context mesh for later calls.
import functools
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, explicit_axes, PartitionSpec as P

jax.set_mesh(jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Auto,) * 2))


@functools.partial(explicit_axes, axes='data', in_sharding=P('data', None))
def normalize(x):
    return x / jnp.sum(x, axis=1, keepdims=True)


normalize(jnp.ones((8, 4)))
