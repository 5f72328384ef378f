# EXPECT: MESH203
# The same launcher, but its alias write turns the mesh off: the bare-spec placement then has no mesh.
import sys

import jax
import numpy as np
from jax.sharding import PartitionSpec as P

USE_MESH = True


def configure():
    mod = sys.modules[__name__]
    mod.USE_MESH = False


def run():
    if USE_MESH:
        jax.set_mesh(jax.make_mesh((8,), ("data",)))
    return jax.device_put(np.zeros((16,), np.float32), P("data"))


configure()
run()
