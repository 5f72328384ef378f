# EXPECT: MESH001
# Importing config runs jax.set_mesh on an Auto mesh at its top level; main.py then gathers.
import jax
import numpy as np
from jax._src.shard_map import top_level_all_gather
from jax.sharding import PartitionSpec as P

import config

x = jax.device_put(np.arange(16.), P('x'))
top_level_all_gather(x, P(reduced={'x'}))
