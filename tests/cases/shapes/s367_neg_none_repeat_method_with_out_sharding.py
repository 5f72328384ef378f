# EXPECT: none
# The same repeat along the unsharded head dimension, and along the batch one with out_sharding= given.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

with jax.set_mesh(jax.make_mesh((8,), ("batch",))):
    kv = jax.device_put(jnp.ones((16, 4)), P("batch", None))
    heads = kv.repeat(2, axis=1)
    rows = kv.repeat(2, axis=0, out_sharding=P("batch", None))
    print(heads.shape, rows.shape)
