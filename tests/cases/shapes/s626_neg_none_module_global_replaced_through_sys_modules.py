# EXPECT: none
# The module replaces its own Auto mesh through sys.modules before the function reading it runs: the reshard
# sees the Explicit mesh.
import sys
import numpy as np
import jax
from jax.sharding import AxisType, PartitionSpec as P

MESH = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))


def place(x):
    with jax.set_mesh(MESH):
        return jax.reshard(x, P("data"))


sys.modules[__name__].MESH = jax.make_mesh((8,), ("data",))
print(place(np.arange(16.0)).sharding)
