# EXPECT: MESH213
# functools.partial(jax.shard_map, in_specs=..., out_specs=...) applied to a function, called with no mesh set.
import functools
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P

sharded = functools.partial(jax.shard_map, in_specs=P('i'), out_specs=P())


def total(block):
    return jax.lax.psum(block.sum(), 'i')


total_fn = sharded(total)
mesh = jax.make_mesh((8,), ('i',))
total_fn(jnp.arange(16.0))
