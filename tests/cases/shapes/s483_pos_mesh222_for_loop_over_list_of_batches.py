# EXPECT: MESH222
# A loop over a list of batches made with no mesh (replicated) fed to a shard_map over an all-Explicit mesh
# whose in_spec splits them over 'data': the input check refuses the first batch.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('data',))
f = jax.shard_map(lambda b: b, mesh=mesh, in_specs=P('data'), out_specs=P('data'))

for b in [jnp.ones(16), jnp.zeros(16)]:
    print(f(b))
