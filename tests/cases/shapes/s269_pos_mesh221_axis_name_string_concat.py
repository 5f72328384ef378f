# EXPECT: MESH221
# Axis names assembled from a prefix ('dp_' + kind); the pmean names only the inner replica axis.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P

PREFIX = 'dp_'
outer, inner = PREFIX + 'outer', PREFIX + 'inner'
mesh = jax.make_mesh((2, 4), (outer, inner), axis_types=(AxisType.Auto,) * 2)

f = jax.jit(jax.shard_map(lambda x: jax.lax.pmean(jnp.mean(x), inner), mesh=mesh,
                          in_specs=P((outer, inner)), out_specs=P()))
print(f(np.ones((16,), np.float32)))
