# EXPECT: MESH203
# Generated (tests/generator seed 106, p106_01392), shrunk; analyzer disagreed: fp MESH218 | tlag.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather
mesh = Mesh(np.array(jax.devices()[:8]).reshape((4, 2)), ('x', 'y'))
with jax.sharding.use_abstract_mesh(mesh.abstract_mesh):

    def loss_1(arg):
        x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P(None, ('x', 'y')))
        y = top_level_all_gather(x, NamedSharding(mesh, P(None, None, reduced={'x', 'y'})), multi_dim=True)
    jax.value_and_grad(loss_1)(jnp.ones((4,)))
