# EXPECT: none
# Generated (tests/generator seed 104, p104_00941), shrunk; analyzer disagreed: fp MESH001 | tlag.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather
mesh = Mesh(np.array(jax.devices()[:8]).reshape((4, 2)), ('x', 'y'), axis_types=(AxisType.Explicit, AxisType.Auto))
with jax.sharding.use_abstract_mesh(mesh.abstract_mesh):

    def loss_1(arg):
        x = np.arange(128.0, dtype=np.float32).reshape(16, 8)
        y = top_level_all_gather(x, P('x', 'x', reduced={'y'}), multi_dim=False)
    jax.value_and_grad(loss_1)(jnp.ones((4,)))
