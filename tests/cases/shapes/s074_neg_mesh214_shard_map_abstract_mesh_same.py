# EXPECT: none
# shard_map(mesh=mesh.abstract_mesh) called under jax.set_mesh(mesh): same mesh (correct).
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('i', 'j'))
with jax.set_mesh(mesh):
    x = jax.device_put(jnp.ones((8,)), P('i'))
    jax.shard_map(lambda a: a, mesh=mesh.abstract_mesh, in_specs=P('i'), out_specs=P('i'))(x)
