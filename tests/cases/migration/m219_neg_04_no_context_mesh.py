# EXPECT: none
# No context mesh: jnp.repeat takes the plain path even for an array on an Explicit mesh.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))
a = jax.device_put(np.arange(16.0), NamedSharding(mesh, P('x')))
b = jnp.repeat(a, 2, axis=0)
