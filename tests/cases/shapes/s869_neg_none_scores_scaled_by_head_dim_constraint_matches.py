# EXPECT: none
# Attention scores scaled by 1/sqrt(head_dim), the head dim read from the array's shape (a Python int whose
# value the analysis need not know): scaling by a number keeps the einsum's ('data', 'model') sharding, and the
# constraint asks for exactly that sharding.
import math

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


def scores(q, k):
    s = jnp.einsum("bqhd,bkhd->bhqk", q, k) / math.sqrt(q.shape[-1])
    s = s * (k.shape[1] ** -0.5)
    return jax.lax.with_sharding_constraint(s, P("data", "model", None, None))


if __name__ == "__main__":
    mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit,) * 2)
    with jax.set_mesh(mesh):
        q = jax.device_put(jnp.ones((4, 6, 4, 8)), P("data", None, "model", None))
        k = jax.device_put(jnp.ones((4, 6, 4, 8)), P("data", None, "model", None))
        print(jax.jit(scores)(q, k).sharding)
