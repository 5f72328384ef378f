# EXPECT: MESH002
# Generated (tests/generator seed 106, p106_01457), shrunk; analyzer disagreed: fn MESH002 | tlag.
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src import shard_map as shard_map_lib
mesh = jax.make_mesh((2, 4), ('x', 'y'), axis_types=(AxisType.Explicit, AxisType.Explicit))

def stage_2():
    with jax.set_mesh(mesh) as active_mesh:

        def stage_1():
            x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P(None, ('x', 'y')))
            y = shard_map_lib.top_level_all_gather(x, P(None, None), multi_dim=True)
        jax.named_call(stage_1, name='stage')()
jax.named_call(stage_2, name='stage')()
