# EXPECT: MESH219
# EXPECT-0.8.2: none
# jnp.repeat along a sharded axis: needs out_sharding under 0.10.2's Explicit default, not under 0.8.2's Auto.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

with jax.set_mesh(jax.make_mesh((8,), ('batch',))):
    tokens = jax.device_put(np.zeros((16, 4), np.int32), P('batch', None))
    upsampled = jnp.repeat(tokens, 2, axis=0)
