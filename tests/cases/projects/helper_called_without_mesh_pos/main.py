# EXPECT: MESH001
# utils.gather calls top_level_all_gather; main.py calls it with no mesh set (the context mesh is empty).
import jax
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P

import utils

mesh = jax.make_mesh((8,), ('x',))
x = jax.device_put(np.arange(16.), NamedSharding(mesh, P('x')))
utils.gather(x)
