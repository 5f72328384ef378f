# EXPECT: MESH222
# The same batch as a tuple: its second leaf is replicated while the prefix in_spec splits it over 'i'.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

jax.set_mesh(jax.make_mesh((8,), ('i',)))
batch = (jax.device_put(jnp.ones(16), P('i')), jnp.ones(16))
f = jax.shard_map(lambda b: b, in_specs=P('i'), out_specs=P('i'))
print(f(batch))
