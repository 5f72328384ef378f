# EXPECT: MESH213
# jax.shard_map without mesh= takes the context mesh; none is set when the function is called.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))


@jax.shard_map(in_specs=P('x'), out_specs=P())
def global_sum(block):
    return jax.lax.psum(jnp.sum(block), 'x')


print(global_sum(jnp.arange(16.0)))
