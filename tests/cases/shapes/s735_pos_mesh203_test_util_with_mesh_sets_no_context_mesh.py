# EXPECT: MESH203
# `jtu.with_mesh` enters the legacy resource env only: device_put with a bare spec inside it finds no context
# mesh and raises.
import jax
import numpy as np
from jax._src import test_util as jtu
from jax.sharding import PartitionSpec as P

with jtu.with_mesh([("x", 8)]):
    jax.device_put(np.ones(8, np.float32), P("x"))
