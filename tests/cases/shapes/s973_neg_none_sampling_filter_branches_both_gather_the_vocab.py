# EXPECT: none
# Temperature / top-p sampling over vocab-sharded logits: the nucleus filter gathers the vocab (reshard to
# P('data', None)), sorts and cuts, and the greedy filter gathers them the same way: the cond's branches agree on
# the sharding.
from functools import partial

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P, reshard


def greedy(logits, top_p):
    return reshard(logits, P("data", None))


def nucleus(logits, top_p):
    full = reshard(logits, P("data", None))
    ordered = jnp.sort(full, axis=-1)[:, ::-1]
    cum = jnp.cumsum(jax.nn.softmax(ordered, axis=-1), axis=-1)
    cut = jnp.take_along_axis(ordered, jnp.sum(cum < top_p, axis=-1, keepdims=True), axis=-1)
    return jnp.where(full < cut, -jnp.inf, full)


@partial(jax.jit, static_argnames="steps")
def sample(unembed, h, temperature, top_p, steps):
    def body(i, h):
        logits = jnp.einsum("bd,dv->bv", h, unembed) / jnp.maximum(temperature, 1e-6)
        logits = jax.lax.cond(temperature <= 0.0, greedy, nucleus, logits, top_p)
        return jnp.tanh(h + logits.sum(-1, keepdims=True))

    return jax.lax.fori_loop(0, steps, body, h)


if __name__ == "__main__":
    with jax.set_mesh(jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit,) * 2)):
        unembed = jax.device_put(jnp.ones((32, 256)) / 32, P(None, "model"))
        h = jax.device_put(jnp.ones((4, 32)), P("data", None))
        print(sample(unembed, h, jnp.float32(0.8), jnp.float32(0.9), steps=3).shape)
