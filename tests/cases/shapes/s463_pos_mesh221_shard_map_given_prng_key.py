# EXPECT: MESH221
# A sampling step handed a PRNG key made from a seed (a replicated scalar key array, as its in_spec P() says):
# the body adds the device's index, so the output varies over 'i' while out_specs P() claims it is replicated.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

jax.set_mesh(jax.make_mesh((8,), ("i",)))


def sample(key):
    noise = jax.random.normal(key, (4,))
    return noise + jax.lax.axis_index("i")


key = jax.random.key(0)
step = jax.shard_map(sample, in_specs=P(), out_specs=P())
print(step(key))
