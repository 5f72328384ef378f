# EXPECT: none
# A greedy decode loop writes each token into a buffer with .at[:, i + 1].set(...) and carries the hidden state:
# the recurrent weight is replicated, so the hidden state keeps its sharding.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


def decode(params, first, steps=4):
    buf = jnp.zeros((4, steps + 1), jnp.int32, out_sharding=P("data", None))
    buf = buf.at[:, 0].set(first)
    hidden = jnp.zeros((4, 16), out_sharding=P("data", None))

    def body(i, carry):
        buf, hidden = carry
        hidden = jnp.tanh(hidden @ params["w_h"])
        buf = buf.at[:, i + 1].set(jnp.argmax(hidden, axis=-1).astype(jnp.int32))
        return buf, hidden

    return jax.lax.fori_loop(0, steps, body, (buf, hidden))[0]


if __name__ == "__main__":
    mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit,) * 2)
    with jax.set_mesh(mesh):
        params = {"w_h": jax.random.normal(jax.random.key(0), (16, 16), out_sharding=P(None, None))}
        first = jnp.arange(4, dtype=jnp.int32, out_sharding=P("data"))
        print(jax.jit(decode)(params, first))
