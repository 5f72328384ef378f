# EXPECT: MESH223
# stats.running_total, shard_mapped here over 'batch', accumulates the shard's rows into a carry that starts from
# the constant 0.0: the carry comes out varying over 'batch', and JAX refuses the loop body when it traces it.
import jax
import numpy as np
from jax.sharding import Mesh, PartitionSpec as P

from stats import running_total

mesh = Mesh(np.array(jax.devices()[:4]), ('batch',))
totals = jax.jit(jax.shard_map(running_total, mesh=mesh, in_specs=P('batch'), out_specs=P('batch')))
print(totals(np.ones((16, 4))))
