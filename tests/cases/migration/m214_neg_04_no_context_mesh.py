# EXPECT: none
# No context mesh: any mesh= is taken as is.
import jax
import numpy as np
from jax.sharding import Mesh, PartitionSpec as P

legacy_mesh = Mesh(np.array(jax.devices()), ('batch',))
jax.shard_map(lambda a: a * 2, mesh=legacy_mesh, in_specs=P('batch'), out_specs=P('batch'))(np.ones(16))
