# EXPECT: none
# A setup helper that sets the mesh for good, called inside a tracing scope the analysis cannot see (a class
# context manager from another library, here threading.Condition): the mesh stays set after the block.
import threading

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def setup():
    jax.set_mesh(jax.make_mesh((8,), ("data",)))


ready = threading.Condition()
with ready:
    setup()
x = jax.device_put(jnp.ones(8), P("data"))
print(x.sharding)
