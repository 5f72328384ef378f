# EXPECT: MESH225
# A mesh with one Explicit and one Auto axis: the body drops the Explicit axis x from the carry.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P, AxisType, NamedSharding, reshard

mesh = jax.make_mesh((2, 4), ("x", "y"), axis_types=(AxisType.Explicit, AxisType.Auto))

@jax.jit
def f(x):
    def g(c, _):
        return reshard(c, P(None, None)), None
    return jax.lax.scan(g, x, None, length=2)[0]

with jax.set_mesh(mesh):
    x = jax.device_put(np.ones((8, 8), np.float32), P("x", None))
    print(f(x).sharding)
