# EXPECT: MESH221
# An all-Explicit mesh with only 'data' Manual (axis_names={'data'}): shard_map does not compare input shardings
# with in_specs then, and the body's per-shard partial sums are claimed replicated by out_specs=P().
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((2, 4), ('data', 'model'), axis_types=(AxisType.Explicit, AxisType.Explicit))


def partial_sums(x):
    return jnp.sum(x, axis=0)


step = jax.jit(jax.shard_map(partial_sums, mesh=mesh, in_specs=P('data'), out_specs=P(), axis_names={'data'}))
print(step(np.ones((8, 8))).shape)
