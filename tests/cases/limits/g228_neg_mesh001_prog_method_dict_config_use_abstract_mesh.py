# EXPECT: none
# Generated (tests/generator seed 106, p106_00085), the helper module alone; policy limit.
# A method nobody here calls enters use_abstract_mesh: its device_put with a bare P raises MESH203 unless the
# caller set a concrete mesh (unknown here, so not predicted); after it, top_level_all_gather on the Auto axis
# raises MESH001 for every caller that gets there: reported. jax (which runs no caller here) raises nothing.
import jax
import numpy as np
from jax._src import shard_map as shard_map_lib
from jax.sharding import AxisType, PartitionSpec as P

MESH_CONFIG = {'shape': (4, 2), 'names': ('data', 'model'), 'types': (AxisType.Explicit, AxisType.Auto)}


class Stage_1:
    def run(stage):
        mesh = jax.make_mesh(MESH_CONFIG['shape'], MESH_CONFIG['names'], axis_types=MESH_CONFIG['types'],
                             devices=jax.devices()[:8])
        with jax.sharding.use_abstract_mesh(mesh.abstract_mesh):
            x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P('data', None))
            y = shard_map_lib.top_level_all_gather(x, P('data', 'data'))
            print(y.shape)
