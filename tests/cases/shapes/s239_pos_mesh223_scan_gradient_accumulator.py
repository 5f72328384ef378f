# EXPECT: MESH223
# Gradient accumulation over micro-batches with lax.scan: the accumulator starts as jnp.zeros (replicated) and
# adds each micro-batch's gradient, which varies over 'data' (the micro-batches are the shard's own rows).
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, PartitionSpec as P

mesh = Mesh(np.array(jax.devices()[:4]), ('data',))


def grad_of(w, x):
    return x.T @ (x @ w)


@partial(jax.shard_map, mesh=mesh, in_specs=(P(), P(None, 'data')), out_specs=P())
def accumulate(w, micro_batches):
    def step(acc, x):
        return acc + grad_of(w, x), None

    acc, _ = jax.lax.scan(step, jnp.zeros((8, 8)), micro_batches)
    return jax.lax.psum(acc, 'data')


print(accumulate(np.ones((8, 8), np.float32), np.ones((3, 16, 8), np.float32)).shape)
