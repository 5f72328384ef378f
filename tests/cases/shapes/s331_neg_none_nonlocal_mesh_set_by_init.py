# EXPECT: none
# A closure sets the mesh through nonlocal before it is used: the enclosing function sees the new value.
import functools
import jax
import numpy as np
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P
x = np.ones((16,), np.float32)
def run():
    mesh = None
    def init():
        nonlocal mesh
        mesh = jax.make_mesh((8,), ("data",))
    init()
    with jax.set_mesh(mesh):
        return jax.device_put(x, P("data"))
print(run().sharding)
