# EXPECT: none
# A typo'd axis name: pmean over 'data' in a shard_map over a mesh whose only axis is 'batch'. JAX fails at the
# pmean (unbound axis name), before it checks the output's replication: no rule's error is first.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

jax.set_mesh(jax.make_mesh((8,), ('batch',)))
f = jax.shard_map(lambda b: jax.lax.pmean(b.mean(0), 'data'), in_specs=P('batch'), out_specs=P())
print(f(jax.device_put(jnp.ones((16, 4)), P('batch'))))
