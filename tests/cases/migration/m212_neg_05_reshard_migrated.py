# EXPECT: none
# The migration the error suggests: jax.reshard under jax.set_mesh.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'))


@jax.jit
def mlp(x, w1):
    h = jax.nn.relu(x @ w1)
    return jax.reshard(h, P('data', None))


with jax.set_mesh(mesh):
    mlp(jnp.ones((8, 4)), jnp.ones((4, 16)))
