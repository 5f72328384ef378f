# EXPECT: MESH214
# shard_map(mesh=other.abstract_mesh) called under jax.set_mesh(mesh) of a different shape.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('i', 'j'))
other = jax.make_mesh((2, 4), ('i', 'j'))
with jax.set_mesh(mesh):
    x = jax.device_put(jnp.ones((8,)), P('i'))
    jax.shard_map(lambda a: a, mesh=other.abstract_mesh, in_specs=P('i'), out_specs=P('i'))(x)
