# EXPECT: MESH001
# `import settings` and `settings.MESH`: axis 'y' of the mesh built in settings.py is Auto.
import jax
import numpy as np
from jax._src.shard_map import top_level_all_gather
from jax.sharding import PartitionSpec as P

import settings

with jax.set_mesh(settings.MESH):
    x = jax.device_put(np.arange(16.).reshape(8, 2), P('x', 'y'))
    top_level_all_gather(x, P(None, 'y', reduced={'x'}))
