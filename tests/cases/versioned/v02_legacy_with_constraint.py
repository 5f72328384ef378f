# EXPECT: MESH212
# EXPECT-0.8.2: none
# Legacy `with mesh:` + with_sharding_constraint: fine on 0.8.2's Auto make_mesh, refused on 0.10.2's Explicit one.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('batch',))


@jax.jit
def forward(x):
    return jnp.tanh(jax.lax.with_sharding_constraint(x, P('batch', None)))


with mesh:
    forward(jnp.ones((16, 4)))
