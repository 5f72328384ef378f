# EXPECT: none
# The body's spec depends on argv: the carry output's sharding is unknown, nothing is claimed.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P, AxisType, NamedSharding, reshard

import sys
mesh = jax.make_mesh((8,), ("d",), axis_types=(AxisType.Explicit,))
jax.set_mesh(mesh)
spec = P("d") if len(sys.argv) < 5 else P()

def step(h, x):
    return reshard(h + x, spec), None

h0 = jax.device_put(jnp.zeros(16), P("d"))
print(jax.lax.scan(step, h0, jnp.ones((3, 16)))[0].sharding)
