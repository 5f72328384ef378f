# EXPECT: MESH212
# Legacy `with mesh:` plus a bare spec: with_sharding_constraint resolves it on the legacy mesh, whose axes are Explicit.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('batch',))


@jax.jit
def forward(x):
    x = jax.lax.with_sharding_constraint(x, P('batch', None))
    return jnp.tanh(x)


with mesh:
    forward(jnp.ones((16, 4)))
