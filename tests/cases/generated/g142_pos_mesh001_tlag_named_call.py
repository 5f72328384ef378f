# EXPECT: MESH001
# Generated (tests/generator seed 104, p104_01429), shrunk; analyzer disagreed: fn MESH001 | tlag.
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather
mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))

def stage_1():
    with jax.set_mesh(mesh):
        x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P('x', None))
        y = top_level_all_gather(x, P(None, None, reduced={'x'}))
jax.named_call(stage_1, name='stage')()
