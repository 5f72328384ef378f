# EXPECT: none
# Eval metrics are a NamedTuple carried through lax.scan over microbatches inside shard_map; the body adds
# sums already reduced over 'data' (psum), so the carry stays replicated.
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
        return Totals(t.loss + jax.lax.psum(jnp.sum(x * x), "data"), t.count + x.shape[0]), None

    totals, _ = jax.lax.scan(body, Totals(jnp.zeros(()), jnp.zeros(())), xs)
    return totals.loss / totals.count


mesh = jax.make_mesh((8,), ("data",))
run = jax.jit(jax.shard_map(eval_shard, mesh=mesh, in_specs=P("data"), out_specs=P()))
with jax.set_mesh(mesh):
    xs = jax.device_put(jnp.ones((64, 4)), P("data"))
    print(run(xs))
