# EXPECT: none
# The same refinement loop puts the new hidden state back on the carry's sharding before returning it, so the
# NamedTuple carry keeps its type from one iteration to the next.
from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


class LoopState(NamedTuple):
    hidden: jax.Array
    step: jax.Array


def refine(w, h0, iters=3):
    def body(i, state):
        hidden = jnp.tanh(state.hidden @ w) + state.step
        hidden = jax.sharding.reshard(hidden, P("data", None))
        return LoopState(hidden=hidden, step=state.step + 1)

    start = LoopState(hidden=h0, step=jnp.array(0, dtype=jnp.int32))
    return jax.lax.fori_loop(0, iters, body, start).hidden


def main():
    mesh = jax.make_mesh((4, 2), ("data", "model"), axis_types=(AxisType.Explicit,) * 2)
    with jax.set_mesh(mesh):
        w = jax.device_put(jnp.eye(8), P(None, "model"))
        h0 = jax.device_put(jnp.ones((16, 8)), P("data", None))
        print(jax.jit(refine)(w, h0).shape)


main()
