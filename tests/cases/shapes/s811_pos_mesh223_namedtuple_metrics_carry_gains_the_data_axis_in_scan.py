# EXPECT: MESH223
# Eval metrics are a NamedTuple carried through lax.scan over microbatches inside shard_map. The totals start
# as constants (replicated) and the body adds each shard's local sums, so the carry comes out varying over 'data'.
from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


class Totals(NamedTuple):
    loss: jax.Array
    count: jax.Array


def eval_shard(xs):
    xs = xs.reshape(2, -1, xs.shape[-1])

    def body(t, x):
        return Totals(t.loss + jnp.sum(x * x), t.count + x.shape[0]), None

    totals, _ = jax.lax.scan(body, Totals(jnp.zeros(()), jnp.zeros(())), xs)
    return jax.lax.psum(totals.loss, "data") / jax.lax.psum(totals.count, "data")


mesh = jax.make_mesh((8,), ("data",))
run = jax.jit(jax.shard_map(eval_shard, mesh=mesh, in_specs=P("data"), out_specs=P()))
with jax.set_mesh(mesh):
    xs = jax.device_put(jnp.ones((64, 4)), P("data"))
    print(run(xs))
