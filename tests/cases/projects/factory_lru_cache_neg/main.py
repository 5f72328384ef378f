# EXPECT: none
# A @lru_cache(maxsize=None) factory in meshes.py builds a make_mesh mesh (Explicit by default).
import jax
import numpy as np
from jax._src.shard_map import top_level_all_gather
from jax.sharding import PartitionSpec as P

from meshes import global_mesh

mesh = global_mesh()
with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(16.), P('x'))
    y = top_level_all_gather(x, P(reduced={'x'}))
