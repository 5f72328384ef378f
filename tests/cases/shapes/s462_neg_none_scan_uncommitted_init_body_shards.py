# EXPECT: none
# A carry put on devices with no sharding (uncommitted) that the body reshards: JAX accepts it.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P, AxisType, NamedSharding, reshard
mesh = jax.make_mesh((8,), ("d",), axis_types=(AxisType.Explicit,))
jax.set_mesh(mesh)
def step(h, x):
    return reshard(jnp.sin(h) + x, P("d")), None

print(jax.lax.scan(step, jax.device_put(np.zeros(16, np.float32)), jnp.ones((3, 16)))[0].sharding)
