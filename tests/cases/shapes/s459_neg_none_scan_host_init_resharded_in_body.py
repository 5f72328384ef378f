# EXPECT: none
# A NumPy initial carry (made with no mesh) that the body reshards: JAX lets the loop take the body's sharding.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P, AxisType, NamedSharding, reshard

mesh = jax.make_mesh((8,), ("d",), axis_types=(AxisType.Explicit,))
jax.set_mesh(mesh)

def step(h, x):
    h = reshard(jnp.sin(h) + x, P("d"))
    return h, h.sum()

h, ys = jax.lax.scan(step, np.zeros(16, np.float32), jnp.ones((3, 16), jnp.float32))
print(ys)
