# EXPECT: none
# A disabled warm-up loop (`while False:`) holds a jitted call with bare specs that would fail with no mesh.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

data = np.ones((16, 4), np.float32)
while False:
    data = jax.jit(lambda a: a, in_shardings=P("data", None))(data)
mesh = jax.make_mesh((8,), ("data",))
with jax.set_mesh(mesh):
    data = jax.device_put(data, P("data", None))
