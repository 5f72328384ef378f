# EXPECT: none
# A NamedTuple of outputs with a matching NamedTuple of out_shardings; fields accessed by attribute go to a wsc.
from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P


class Out(NamedTuple):
    act: jax.Array
    stats: jax.Array


mesh = jax.make_mesh((8,), ("x",))


def fwd(x):
    return Out(act=jnp.tanh(x), stats=jnp.mean(x, axis=0))


fwd_jit = jax.jit(fwd, out_shardings=Out(NamedSharding(mesh, P("x")), NamedSharding(mesh, P())))

with jax.set_mesh(mesh):
    out = fwd_jit(jnp.ones((16, 4)))
    act = jax.lax.with_sharding_constraint(out.act, P("x"))
    print(act.shape, out.stats.shape)
