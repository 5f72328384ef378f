# EXPECT: MESH203
# A helper picks the "no mesh" context manager, contextlib.nullcontext(): the block runs with no mesh set, and a
# bare spec given to device_put has nothing to resolve against.
import contextlib

import jax
import numpy as np
from jax.sharding import PartitionSpec as P


def mesh_context(distributed: bool):
    if distributed:
        return jax.set_mesh(jax.make_mesh((8,), ("data",)))
    return contextlib.nullcontext()


with mesh_context(False):
    x = jax.device_put(np.ones((16,), np.float32), P("data"))
