# EXPECT: MESH214
# The meshes differ only in their axis names.
import functools
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

model_mesh = jax.make_mesh((8,), ('model',))
jax.set_mesh(jax.make_mesh((8,), ('data',)))


@functools.partial(jax.shard_map, mesh=model_mesh, in_specs=P('model'), out_specs=P('model'))
def f(a):
    return a + 1


f(jnp.ones(16))
