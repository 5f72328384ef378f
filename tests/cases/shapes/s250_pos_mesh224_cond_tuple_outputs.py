# EXPECT: MESH224
# A cond returning (value, count) pairs: the skip branch returns zeros for both, the update branch the shard's
# statistics (varying over 'x'). The first component's types differ: JAX refuses the branches.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P


def skip(v):
    return jnp.zeros(()), 0


def update(v):
    return v.sum(), 0


def stats(v, flag):
    total, count = jax.lax.cond(flag > 0, update, skip, v)
    return total[None]


mesh = jax.make_mesh((4,), ('x',), axis_types=(jax.sharding.AxisType.Auto,))
print(jax.jit(jax.shard_map(stats, mesh=mesh, in_specs=(P('x'), P()), out_specs=P('x')))(
    np.ones(16, np.float32), np.array(1)))
