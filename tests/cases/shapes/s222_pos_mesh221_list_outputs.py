# EXPECT: MESH221
# Two statistics returned as a list with a list of out_specs: the mean is reduced over 'batch' (pmean), the
# count is not, yet its out_spec P() claims it replicated.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, PartitionSpec as P

mesh = Mesh(np.array(jax.devices()[:4]), ('batch',))


def stats(x):
    mean = jax.lax.pmean(jnp.mean(x), 'batch')
    count = jnp.sum(x > 0) * 1.0
    return [mean, count / jnp.size(x)]


print(jax.jit(jax.shard_map(stats, mesh=mesh, in_specs=P('batch'), out_specs=[P(), P()]))(np.ones((8, 2))))
