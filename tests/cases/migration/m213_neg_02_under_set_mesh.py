# EXPECT: none
# Correct: called under jax.set_mesh.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


@jax.shard_map(in_specs=P('x'), out_specs=P())
def global_sum(block):
    return jax.lax.psum(jnp.sum(block), 'x')


with jax.set_mesh(jax.make_mesh((8,), ('x',))):
    print(global_sum(jax.device_put(jnp.arange(16.0), P('x'))))
