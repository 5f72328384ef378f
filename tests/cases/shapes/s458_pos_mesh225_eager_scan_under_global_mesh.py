# EXPECT: MESH225
# An eager scan (no jit) under a mesh set for good: its body reshards the hidden state to replicated.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P, AxisType, NamedSharding, reshard

mesh = jax.make_mesh((8,), ("d",), axis_types=(AxisType.Explicit,))
jax.set_mesh(mesh)

def step(h, x):
    h = reshard(jnp.sin(h) + x, P())
    return h, h.sum()

h0 = jax.device_put(jnp.zeros(16), P("d"))
h, ys = jax.lax.scan(step, h0, jnp.ones((3, 16)))
print(ys)
