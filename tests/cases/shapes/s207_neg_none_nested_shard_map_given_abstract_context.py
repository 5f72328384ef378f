# EXPECT: none
# The nested shard_map is given the context mesh itself (jax.sharding.get_abstract_mesh(), Manual axis
# included): the same abstract mesh, and JAX accepts it.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((2, 4), ('data', 'model'), axis_types=(AxisType.Explicit,) * 2)


def inner(x):
    return jax.shard_map(lambda y: y * 2, mesh=jax.sharding.get_abstract_mesh(), in_specs=P(None, 'model'),
                         out_specs=P(None, 'model'))(x)


step = jax.jit(jax.shard_map(inner, mesh=mesh, in_specs=P('data'), out_specs=P('data'), axis_names={'data'}))
print(step(jnp.ones((8, 8))).shape)
