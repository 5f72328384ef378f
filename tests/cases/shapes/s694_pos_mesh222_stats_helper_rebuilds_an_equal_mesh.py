# EXPECT: MESH222
# A stats helper builds its own mesh with the same arguments as the caller's context mesh (an equal mesh: jax
# compares devices, names and axis types), so shard_map accepts it; over that all-Explicit mesh shard_map takes
# its inputs as they are, and the host batch is replicated, not split over 'data' as the in_spec says.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P


def batch_stats(x):
    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Explicit,))
    stats = jax.shard_map(lambda b: jax.lax.pmean(jnp.mean(b, axis=0), "data"),
                          mesh=mesh, in_specs=P("data", None), out_specs=P())
    return stats(x)


with jax.set_mesh(jax.make_mesh((8,), ("data",), axis_types=(AxisType.Explicit,))):
    print(batch_stats(jnp.asarray(np.ones((16, 4), np.float32))).shape)
