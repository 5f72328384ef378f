# EXPECT: none
# Over an Auto mesh the sharding is not part of an array's type: the sharded output of the first pass is
# resharded by shard_map itself to the replicated in_specs of the second.
import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
step = jax.shard_map(lambda v: v * 0.5, mesh=mesh, in_specs=P(), out_specs=P("data"))
v = np.ones(4, np.float32)
v = step(v)
v = step(v)
print(v.shape)
