# EXPECT: MESH220
# A scan over replicated xs: each slice is replicated, and the body constrains the step's product to a split.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def body(h, w):
    return jax.lax.with_sharding_constraint(h * w, P("model")), None


with jax.set_mesh(jax.make_mesh((8,), ("model",))):
    h, _ = jax.lax.scan(body, jnp.ones((16,)), jnp.ones((3, 16)))
