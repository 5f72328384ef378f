# EXPECT: MESH225
# A carry made by jnp.zeros under an Explicit mesh (replicated) that the body reshards over d.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P, AxisType, NamedSharding, reshard
mesh = jax.make_mesh((8,), ("d",), axis_types=(AxisType.Explicit,))
jax.set_mesh(mesh)
def step(h, x):
    return reshard(jnp.sin(h) + x, P("d")), None

print(jax.lax.scan(step, jnp.zeros(16), jnp.ones((3, 16)))[0].sharding)
