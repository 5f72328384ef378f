# EXPECT: none
# with_sharding_constraint still reads the legacy `with mesh:` resource env; an Auto mesh is accepted there.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, PartitionSpec as P

mesh = Mesh(np.array(jax.devices()), ('batch',))


@jax.jit
def layer(x):
    return jax.lax.with_sharding_constraint(jnp.tanh(x), P('batch', None))


with mesh:
    out = layer(jnp.ones((16, 4)))
