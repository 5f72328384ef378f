# EXPECT: MESH214
# jit(shard_map(..., mesh=m)) where m lists the same axes in another order than the set mesh.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

mesh_xy = jax.make_mesh((4, 2), ('x', 'y'))
mesh_yx = jax.make_mesh((2, 4), ('y', 'x'))
with jax.set_mesh(mesh_xy):
    a = jax.device_put(np.arange(32.0).reshape(8, 4), P('x', 'y'))
    f = jax.jit(jax.shard_map(lambda b: b * 2, mesh=mesh_yx, in_specs=P('x', 'y'), out_specs=P('x', 'y')))
    f(a)
