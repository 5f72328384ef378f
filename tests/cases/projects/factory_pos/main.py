# EXPECT: MESH001
# A factory in meshes.py returns an Auto mesh; main.py enters what it returns and gathers.
import jax
import numpy as np
from jax._src.shard_map import top_level_all_gather
from jax.sharding import PartitionSpec as P

from meshes import build_mesh

mesh = build_mesh()
with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(16.), P('x'))
    y = top_level_all_gather(x, P(reduced={'x'}))
