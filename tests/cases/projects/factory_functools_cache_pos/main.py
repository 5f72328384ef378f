# EXPECT: MESH001
# A @functools.cache factory in meshes.py builds an Auto mesh once; main.py enters it and gathers.
import jax
import numpy as np
from jax._src.shard_map import top_level_all_gather
from jax.sharding import PartitionSpec as P

from meshes import global_mesh

mesh = global_mesh()
with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(16.), P('x'))
    y = top_level_all_gather(x, P(reduced={'x'}))
