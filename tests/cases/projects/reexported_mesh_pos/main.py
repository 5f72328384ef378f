# EXPECT: MESH001
# api.py re-exports mesh_lib.MESH (a jax.sharding.Mesh, Auto by default) as DEFAULT_MESH.
import jax
import numpy as np
from jax._src.shard_map import top_level_all_gather
from jax.sharding import PartitionSpec as P

from api import DEFAULT_MESH

with jax.set_mesh(DEFAULT_MESH):
    top_level_all_gather(jax.device_put(np.arange(16.), P('x')), P(reduced={'x'}))
