# EXPECT: none
# A compatibility shim: the branches for old jax / old Python are dead code under the jax being run.
import sys

import jax
import numpy as np
from jax.sharding import PartitionSpec as P

HAS_SET_MESH = hasattr(jax, "set_mesh")
step = jax.jit(lambda x: x * 2, in_shardings=P("data"))
mesh = jax.make_mesh((8,), ("data",))

if sys.version_info < (3, 8):
    step(np.arange(8.0, dtype=np.float32))       # (an old Python never gets here)

if HAS_SET_MESH:
    with jax.set_mesh(mesh):
        x = jax.device_put(np.zeros((8,), np.float32), P("data"))
        print(step(x))
else:  # jax < 0.7
    with mesh:
        x = jax.device_put(np.zeros((8,), np.float32), P("data"))

if not hasattr(jax.sharding, "use_mesh"):
    print("use_mesh is gone: jax.set_mesh it is")
else:
    x = jax.device_put(np.zeros((8,), np.float32), P("data"))
