# EXPECT: none
# The same block asserting the layout the activation keeps.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


class MLP:
    def __call__(self, x):
        h = jnp.tanh(jax.nn.gelu(x))
        return jax.lax.with_sharding_constraint(h, P("batch", None))


mesh = jax.make_mesh((8,), ("batch",))
with jax.set_mesh(mesh):
    x = jax.device_put(jnp.ones((16, 8)), P("batch", None))
    print(MLP()(x).sharding.spec)
