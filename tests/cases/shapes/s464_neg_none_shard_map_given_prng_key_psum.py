# EXPECT: none
# The same sampling step, its per-device part summed over 'i' before it leaves the body: replicated, as
# out_specs P() says.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

jax.set_mesh(jax.make_mesh((8,), ("i",)))


def sample(key):
    noise = jax.random.normal(key, (4,))
    return noise + jax.lax.psum(jax.lax.axis_index("i"), "i")


key = jax.random.key(0)
step = jax.shard_map(sample, in_specs=P(), out_specs=P())
print(step(key))
