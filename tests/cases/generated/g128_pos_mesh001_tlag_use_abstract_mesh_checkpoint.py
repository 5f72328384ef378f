# EXPECT: MESH001
# Generated (tests/generator seed 106, p106_00874), shrunk; analyzer disagreed: fn MESH001 | tlag.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather
mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Auto, AxisType.Auto))
with jax.sharding.use_abstract_mesh(mesh.abstract_mesh):

    def block_1(arg):
        x = np.arange(128.0, dtype=np.float32).reshape(16, 8)
        y = top_level_all_gather(x, NamedSharding(mesh, P(None, None)))
    jax.checkpoint(block_1)(jnp.ones((4,)))
