# EXPECT: none
# Over an Auto mesh (the old-style Mesh) shard_map reshards a host batch to its in_specs itself: no error.
import jax
import numpy as np
from jax.sharding import Mesh, PartitionSpec as P

mesh = Mesh(np.array(jax.devices()[:8]), ('data',))
step = jax.jit(jax.shard_map(lambda b: b * 2, mesh=mesh, in_specs=P('data'), out_specs=P('data')))
print(step(np.ones((16, 4), np.float32)).shape)
