# EXPECT: MESH219
# Grouped-query attention repeats the key/value heads with the array method form, x.repeat(n, axis=k), along
# the batch dimension sharded over an Explicit axis, without out_sharding=.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

with jax.set_mesh(jax.make_mesh((8,), ("batch",))):
    kv = jax.device_put(jnp.ones((16, 4)), P("batch", None))
    repeated = kv.repeat(2, axis=0)
    print(repeated.shape)
