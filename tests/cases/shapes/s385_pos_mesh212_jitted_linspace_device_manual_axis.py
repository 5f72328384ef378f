# EXPECT: MESH212
# Positional encodings built inside a jitted function with jnp.linspace(device=...) on a mesh whose first axis
# is Manual: the constraint may only name Auto axes.
import functools

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((2, 4), ("stage", "model"), axis_types=(AxisType.Manual, AxisType.Auto))


@functools.partial(jax.jit, static_argnums=0)
def positions(n):
    return jnp.linspace(0.0, 1.0, n, device=NamedSharding(mesh, P("stage")))


print(positions(16).shape)
