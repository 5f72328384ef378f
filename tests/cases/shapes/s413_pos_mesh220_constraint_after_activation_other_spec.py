# EXPECT: MESH220
# An MLP block asserts the activations' layout after the nonlinearity: gelu keeps the input's sharding
# (P('batch', None)), not the P(None, 'batch') the constraint says, and every axis is Explicit.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


class MLP:
    def __call__(self, x):
        h = jax.nn.gelu(x)
        return jax.lax.with_sharding_constraint(h, P(None, "batch"))


mesh = jax.make_mesh((8,), ("batch",))
with jax.set_mesh(mesh):
    x = jax.device_put(jnp.ones((16, 8)), P("batch", None))
    MLP()(x)
