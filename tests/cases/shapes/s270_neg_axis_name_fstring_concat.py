# EXPECT: none
# Same names built with f-strings; the pmean names both (tuple concatenation of the two axis tuples).
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P

PREFIX = 'dp'
outer, inner = f'{PREFIX}_outer', f'{PREFIX}_inner'
mesh = jax.make_mesh((2, 4), (outer, inner), axis_types=(AxisType.Auto,) * 2)


def mean_loss(x):
    return jax.lax.pmean(jnp.mean(x), (outer,) + (inner,))


f = jax.jit(jax.shard_map(mean_loss, mesh=mesh, in_specs=P((outer, inner)), out_specs=P()))
print(f(np.ones((16,), np.float32)))
