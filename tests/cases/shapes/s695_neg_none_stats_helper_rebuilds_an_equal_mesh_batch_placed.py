# EXPECT: none
# The same helper with the batch placed as the in_spec says before the call: the equal mesh is accepted and
# the input's sharding matches.
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
    batch = jax.device_put(np.ones((16, 4), np.float32), P("data", None))
    print(batch_stats(batch).shape)
