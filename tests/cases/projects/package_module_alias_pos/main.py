# EXPECT: MESH001
# `import myproj.mesh as m`, then `m.MESH`: a jax.sharding.Mesh, whose axes default to Auto.
import jax
import numpy as np
from jax._src.shard_map import top_level_all_gather
from jax.sharding import PartitionSpec as P

import myproj.mesh as m

with jax.set_mesh(m.MESH):
    w = jax.device_put(np.arange(16.).reshape(8, 2), P('data', 'model'))
    full = top_level_all_gather(w, P(None, 'model', reduced={'data'}))
