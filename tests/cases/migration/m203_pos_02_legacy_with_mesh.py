# EXPECT: MESH203
# Legacy `with mesh:` (deprecated in 0.10.1) sets the old resource env, not the mesh device_put reads.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('batch',))
with mesh:
    tokens = jax.device_put(np.zeros((64, 128), np.int32), P('batch', None))
    print(jnp.sum(tokens))
