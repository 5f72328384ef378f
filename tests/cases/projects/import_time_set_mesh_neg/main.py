# EXPECT: none
# Importing config runs jax.set_mesh on an Explicit mesh at its top level, so main.py's gather has a mesh.
import jax
import numpy as np
from jax._src.shard_map import top_level_all_gather
from jax.sharding import PartitionSpec as P

import config

x = jax.device_put(np.arange(16.), P('x'))
top_level_all_gather(x, P(reduced={'x'}))
