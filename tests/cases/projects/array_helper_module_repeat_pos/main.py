# EXPECT: MESH219
# The key/value heads are sharded over the Explicit 'heads' axis; a helper module that names no sharding API
# repeats them along that axis without out_sharding=.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

import attention_utils

with jax.set_mesh(jax.make_mesh((2, 4), ("batch", "heads"))):
    k = jax.device_put(jnp.ones((2, 4, 8)), P(None, "heads", None))
    print(attention_utils.repeat_kv(k, 2).shape)
