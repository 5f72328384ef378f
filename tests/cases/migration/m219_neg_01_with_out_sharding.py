# EXPECT: none
# Correct: out_sharding given.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('batch',))
with jax.set_mesh(mesh):
    tokens = jax.device_put(np.arange(64, dtype=np.int32).reshape(16, 4), P('batch', None))
    upsampled = jnp.repeat(tokens, 2, axis=0, out_sharding=P('batch', None))
