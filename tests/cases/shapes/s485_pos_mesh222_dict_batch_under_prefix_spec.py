# EXPECT: MESH222
# A batch dict given to a shard_map whose in_spec P('i') is a prefix for every leaf: 'y' was made with no
# sharding (replicated), so the all-Explicit shard_map refuses it.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

jax.set_mesh(jax.make_mesh((8,), ('i',)))
batch = {'x': jax.device_put(jnp.ones(16), P('i')), 'y': jnp.ones(16)}
f = jax.shard_map(lambda b: b, in_specs=P('i'), out_specs=P('i'))
print(f(batch))
