# EXPECT: MESH001
# Generated (tests/generator), shrunk; analyzer disagreed: fn MESH001 | tlag.
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather
mesh = jax.make_mesh((2,), ('data',), axis_types=(AxisType.Auto,), devices=jax.devices()[:2])

class Stage_1:

    def run(stage):
        x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), NamedSharding(mesh, P('data', None)))
        y = top_level_all_gather(x, NamedSharding(mesh, P(None, 'data')))
Stage_1().run()
