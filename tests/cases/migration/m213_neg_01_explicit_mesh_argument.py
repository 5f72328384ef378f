# EXPECT: none
# mesh= given: no context mesh needed.
import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))


@jax.shard_map(mesh=mesh, in_specs=P('x'), out_specs=P())
def global_sum(block):
    return jax.lax.psum(jnp.sum(block), 'x')


x = jax.device_put(jnp.arange(16.0), NamedSharding(mesh, P('x')))
print(global_sum(x))
