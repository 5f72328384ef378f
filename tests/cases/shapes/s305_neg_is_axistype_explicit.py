# EXPECT: none
# `mesh.axis_types[0] is AxisType.Explicit` (enum identity) decides between reshard and a constraint.
import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P


def shard_rows(x, mesh):
    if mesh.axis_types[0] is AxisType.Explicit:
        return jax.reshard(x, P('data'))
    return jax.lax.with_sharding_constraint(x, P('data'))


mesh = jax.make_mesh((8,), ('data',), axis_types=(AxisType.Explicit,))
with jax.set_mesh(mesh):
    print(shard_rows(np.ones((16,), np.float32), mesh).sharding)
