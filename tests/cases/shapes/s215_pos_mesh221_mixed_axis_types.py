# EXPECT: MESH221
# A mesh with an Explicit data axis and an Auto model axis (so shard_map does not compare input shardings with
# in_specs): the body returns per-shard partial sums and out_specs P() claims them replicated.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((2, 4), ('data', 'model'), axis_types=(AxisType.Explicit, AxisType.Auto))


def partial_sums(x):
    return jnp.sum(x, axis=0)


step = jax.jit(jax.shard_map(partial_sums, mesh=mesh, in_specs=P('data'), out_specs=P(), axis_names={'data'}))
print(step(np.ones((8, 8))).shape)
