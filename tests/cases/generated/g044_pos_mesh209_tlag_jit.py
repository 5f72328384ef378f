# EXPECT: MESH209
# Generated (tests/generator seed 104, p104_01471), shrunk; analyzer disagreed: fp MESH217 | tlag.
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather
mesh = Mesh(np.array(jax.devices()[:8]).reshape((2, 2, 2)), ('x', 'y', 'z'), axis_types=(AxisType.Auto, AxisType.Manual, AxisType.Auto))
with jax.set_mesh(mesh):

    @jax.jit
    def step_1(arg):
        x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P(('x', 'y', 'z'), None))
        y = top_level_all_gather(x, NamedSharding(mesh, P(None, None, unreduced={'x', 'y', 'z'})))
