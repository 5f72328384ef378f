# EXPECT: none
# main puts vendor/ on sys.path and imports meshcfg from there, which sets the mesh; a bare-spec jit follows.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "vendor"))

import numpy as np  # noqa: E402
import jax  # noqa: E402
from jax.sharding import PartitionSpec as P  # noqa: E402

import meshcfg  # noqa: E402,F401

scale = jax.jit(lambda x: 2 * x, in_shardings=P("data"), out_shardings=P("data"))
print(scale(jax.device_put(np.arange(8.0), P("data"))))
