# EXPECT: none
# isinstance(s, NamedSharding) picks the branch: a bare P takes the one that sets the mesh.
import functools
import jax
import numpy as np
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P
x = np.ones((16,), np.float32)
mesh = jax.make_mesh((8,), ("data",))
def place(a, s):
    if isinstance(s, NamedSharding):
        return jax.device_put(a, s)
    with jax.set_mesh(mesh):
        return jax.device_put(a, s)
print(place(x, P("data")).sharding, place(x, NamedSharding(mesh, P("data"))).sharding)
