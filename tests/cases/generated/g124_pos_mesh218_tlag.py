# EXPECT: MESH218
# Generated (tests/generator seed 105, p105_01044), shrunk; analyzer disagreed: fn MESH218 | tlag.
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather
mesh = Mesh(np.array(jax.devices()[:8]).reshape((2, 4)), ('x', 'y'), axis_types=(AxisType.Auto, AxisType.Auto))

def stage_1():
    with jax.set_mesh(mesh):
        x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), NamedSharding(mesh, P(('x', 'y'), None)))
        y = top_level_all_gather(x, NamedSharding(mesh, P('x', None, reduced={'y'})), multi_dim=True)
jax.named_call(stage_1, name='stage')()
