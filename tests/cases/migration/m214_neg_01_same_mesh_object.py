# EXPECT: none
# mesh= is the very mesh that is set.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('x', 'y'))
with jax.set_mesh(mesh):
    a = jax.device_put(np.arange(16.0), P('x'))
    jax.shard_map(lambda b: b, mesh=mesh, in_specs=P('x'), out_specs=P('x'))(a)
