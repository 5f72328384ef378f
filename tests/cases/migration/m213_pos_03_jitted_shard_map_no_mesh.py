# EXPECT: MESH213
# A jitted shard_map called with no mesh set.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def local_step(x):
    return x - jax.lax.pmean(x, 'batch')


step = jax.jit(jax.shard_map(local_step, in_specs=P('batch'), out_specs=P('batch')))
mesh = jax.make_mesh((8,), ('batch',))
step(jnp.ones((16,)))
