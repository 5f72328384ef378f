# EXPECT: MESH220
# A pooling layer first constrains its input (under an all-Explicit mesh that asserts the sharding, so from
# there on the input's sharding is known), sums over the sharded axis, then asserts the sum is still sharded:
# it is replicated, and jax refuses.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ("data",))


def pool(x, batch_axis="data"):
    x = jax.lax.with_sharding_constraint(x, P(batch_axis, None))
    pooled = jnp.sum(x, axis=0)
    return jax.lax.with_sharding_constraint(pooled, P(batch_axis))


@jax.jit
def step(batch):
    return pool(batch * 2.0)


with jax.set_mesh(mesh):
    step(jax.device_put(np.ones((16, 8), np.float32), P("data", None)))
