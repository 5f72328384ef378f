# EXPECT: MESH212
# Under legacy `with mesh:` with an all-Explicit make_mesh, with_sharding_constraint fails differently.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('batch',))


@jax.jit
def layer(x):
    return jax.lax.with_sharding_constraint(jnp.tanh(x), P('batch', None))


with mesh:
    out = layer(jnp.ones((16, 4)))
