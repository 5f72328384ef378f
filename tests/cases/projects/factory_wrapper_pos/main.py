# EXPECT: MESH001
# get_mesh() in meshes.py wraps a helper that builds an Auto mesh (one wrapper level).
import jax
import numpy as np
from jax._src.shard_map import top_level_all_gather
from jax.sharding import PartitionSpec as P

from meshes import get_mesh

mesh = get_mesh()
with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(16.), P('x'))
    y = top_level_all_gather(x, P(reduced={'x'}))
