# EXPECT: none
# ops.gather is reached only through a dispatch table; main.py sets an Explicit mesh first (unknown caller: silent).
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

from ops import OPS

with jax.set_mesh(jax.make_mesh((8,), ('x',))):
    for name in ("identity", "gather"):
        OPS[name](jax.device_put(np.arange(16.), P('x')))
