# EXPECT: MESH212
# Pre-0.9 code: make_mesh's axes are Explicit now, and with_sharding_constraint only accepts Auto axes.
import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'))
hidden_sharding = NamedSharding(mesh, P('data', None))


@jax.jit
def mlp(x, w1, w2):
    h = jax.nn.relu(x @ w1)
    h = jax.lax.with_sharding_constraint(h, hidden_sharding)
    return h @ w2


mlp(jnp.ones((8, 4)), jnp.ones((4, 16)), jnp.ones((16, 4)))
