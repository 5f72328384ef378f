# EXPECT: none
# The same trainer with an Auto mesh: the legacy `with mesh:` resolves the layer's bare spec on it, and
# with_sharding_constraint accepts Auto axes.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


def dense(x, w):
    y = x @ w
    return jax.lax.with_sharding_constraint(y, P("batch", None))


def train(num_devices=8):
    mesh = jax.make_mesh((num_devices,), ("batch",), axis_types=(AxisType.Auto,))
    with mesh:
        return jax.jit(dense)(jnp.ones((16, 4)), jnp.ones((4, 4)))


print(train().sharding)
