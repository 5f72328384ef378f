# EXPECT: none
# Legacy jax.experimental.shard_map.shard_map without mesh=: jax 0.10.2 raises TypeError (mesh is required), not MESH213.
import functools
import jax, jax.numpy as jnp
from jax.experimental.shard_map import shard_map
from jax.sharding import PartitionSpec as P


@functools.partial(shard_map, in_specs=P('x'), out_specs=P())
def total(block):
    return jax.lax.psum(block.sum(), 'x')


mesh = jax.make_mesh((8,), ('x',))
total(jnp.arange(16.0))
