# EXPECT: none
# A @contextmanager entering the mesh through an alias of jax.set_mesh: the block runs under that mesh.
import contextlib

import jax
import numpy as np
from jax.sharding import PartitionSpec as P


def ENTER(mesh):
    return jax.set_mesh(mesh)


@contextlib.contextmanager
def trainer_context(mesh):
    with ENTER(mesh):
        yield


mesh = jax.make_mesh((8,), ("data",))
with trainer_context(mesh):
    x = jax.device_put(np.ones((8, 4)), P("data", None))
print(x.sharding)
