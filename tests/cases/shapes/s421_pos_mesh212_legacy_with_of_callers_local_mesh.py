# EXPECT: MESH212
# A trainer builds its mesh locally and enters it the legacy way (`with mesh:`); the layer it calls constrains
# its activations with a bare spec, which the legacy block resolves on that mesh, whose axes are Explicit
# (jax.make_mesh's default) — with_sharding_constraint accepts only Auto axes there.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def dense(x, w):
    y = x @ w
    return jax.lax.with_sharding_constraint(y, P("batch", None))


def train(num_devices=8):
    mesh = jax.make_mesh((num_devices,), ("batch",))
    with mesh:
        return dense(jnp.ones((16, 4)), jnp.ones((4, 4)))


train()
