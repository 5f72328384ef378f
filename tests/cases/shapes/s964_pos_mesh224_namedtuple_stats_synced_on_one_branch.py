# EXPECT: MESH224
# Data-parallel BatchNorm running statistics kept in a NamedTuple: every few steps a lax.cond averages them over
# 'data' (pmean: they vary over nothing) and otherwise returns them as they are (they vary over 'data'): the
# branches' types differ.
from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


class Stats(NamedTuple):
    mean: jax.Array
    var: jax.Array


def update(stats, x, step):
    new = Stats(0.9 * stats.mean + 0.1 * x.mean(0), 0.9 * stats.var + 0.1 * x.var(0))
    return jax.lax.cond(step % 4 == 0, lambda s: jax.tree.map(lambda t: jax.lax.pmean(t, "data"), s),
                        lambda s: s, new)


@jax.jit
def step_fn(stats, step, x):
    return jax.shard_map(update, in_specs=(P(), P("data", None), P()), out_specs=P())(stats, x, step)


if __name__ == "__main__":
    with jax.set_mesh(jax.make_mesh((8,), ("data",))):
        stats = Stats(jnp.zeros((16,)), jnp.ones((16,)))
        x = jax.device_put(jnp.ones((32, 16)), P("data", None))
        print(step_fn(stats, jnp.int32(0), x))
