# EXPECT: none
# A launcher flips module flags through aliases of the module and its namespace (as plugin loaders and
# absl-style flag shims do); the mesh is set because the flag is True by the time it is read.
import sys

import jax
import numpy as np
from jax.sharding import PartitionSpec as P

USE_MESH = False
AXES = None


def configure(axes):
    g = globals()
    g["AXES"] = axes
    this = sys.modules[__name__]
    setattr(this, "USE_MESH", True)


def run():
    if USE_MESH:
        jax.set_mesh(jax.make_mesh((8,), AXES))
    return jax.device_put(np.zeros((16,), np.float32), P("data"))


configure(("data",))
print(run().sharding)
