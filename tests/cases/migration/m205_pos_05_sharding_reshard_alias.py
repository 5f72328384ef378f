# EXPECT: MESH205
# `from jax.sharding import reshard` with a PartitionSpec, no mesh set.
import jax
import jax.numpy as jnp
from jax.sharding import reshard, PartitionSpec

x = jnp.arange(16.0)
y = reshard(x, PartitionSpec('x'))
