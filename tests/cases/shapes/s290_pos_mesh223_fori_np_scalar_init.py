# EXPECT: MESH223
# A counter accumulates lax.axis_index('stage') in a fori_loop; the carry starts as jnp.float32(0.0) (replicated).
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'stage'), axis_types=(AxisType.Auto,) * 2)


def schedule(x):
    offset = jax.lax.fori_loop(0, 3, lambda i, acc: acc + jax.lax.axis_index('stage'), jnp.float32(0.0))
    return x + offset


f = jax.jit(jax.shard_map(schedule, mesh=mesh, in_specs=P('data', 'stage'), out_specs=P('data', 'stage')))
print(f(np.ones((8, 4), np.float32)).shape)
