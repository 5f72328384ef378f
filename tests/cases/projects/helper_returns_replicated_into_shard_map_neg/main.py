# EXPECT: none
# The same helper: both arrays come in replicated and both in_specs say so (P()), so the shard_map takes them.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

from par import replicate

mesh = jax.make_mesh((8,), ("data",))
step = jax.shard_map(lambda w, b: w, mesh=mesh, in_specs=(P(), P()), out_specs=P())
print(step(replicate(jnp.ones((4,)), mesh), replicate(jnp.ones((16, 4)), mesh)))
