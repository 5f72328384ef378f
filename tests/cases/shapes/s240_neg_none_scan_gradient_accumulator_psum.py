# EXPECT: none
# s239 reducing each micro-batch's gradient over 'data' inside the step: what the body adds is replicated, so the
# jnp.zeros accumulator keeps its type.
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
        return acc + jax.lax.psum(grad_of(w, x), 'data'), None

    acc, _ = jax.lax.scan(step, jnp.zeros((8, 8)), micro_batches)
    return acc


print(accumulate(np.ones((8, 8), np.float32), np.ones((3, 16, 8), np.float32)).shape)
