# EXPECT: MESH209
# Generated (tests/generator seed 104, p104_00704), shrunk; analyzer disagreed: fp MESH217 | tlag.
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather
mesh = jax.make_mesh((4, 2), ('x', 'y'), axis_types=(AxisType.Manual,) * 2)

class Stage_1:

    def run(stage):
        with jax.set_mesh(mesh):
            x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P(('x', 'y'), None))
            y = top_level_all_gather(x, NamedSharding(mesh, P(None, None, unreduced={'x', 'y'})), multi_dim=True)
Stage_1().run()
