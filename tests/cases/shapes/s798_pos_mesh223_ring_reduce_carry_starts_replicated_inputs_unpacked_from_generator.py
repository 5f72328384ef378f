# EXPECT: MESH223
# A ring reduction over the sequence axis: blocks rotate with ppermute inside a fori_loop. The inputs are made by
# a generator expression unpacked into three names; the accumulator starts as jnp.zeros (replicated) and the body
# adds per-device blocks to it, so the carry comes out varying over the axis.
import functools

import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P

AXIS = "sp"


def ring_sum(q, k, v, *, axis):
    n = jax.lax.axis_size(axis)
    perm = [(i, (i + 1) % n) for i in range(n)]
    acc = jnp.zeros(q.shape, q.dtype)

    def body(i, state):
        acc, k, v = state
        acc = acc + q * k + v
        return acc, jax.lax.ppermute(k, axis, perm), jax.lax.ppermute(v, axis, perm)

    acc, _, _ = jax.lax.fori_loop(0, n, body, (acc, k, v))
    return acc


mesh = jax.make_mesh((8,), (AXIS,))
spec = P(None, AXIS)
step = jax.jit(jax.shard_map(functools.partial(ring_sum, axis=AXIS), mesh=mesh, in_specs=(spec, spec, spec),
                             out_specs=spec))
keys = jax.random.split(jax.random.key(0), 3)
q, k, v = (jax.device_put(jax.random.normal(key, (2, 64)), NamedSharding(mesh, spec)) for key in keys)
print(step(q, k, v).shape)
