# EXPECT: none
# Generated (tests/generator seed 105, p105_00691), shrunk; analyzer disagreed: fp MESH005 | tlag.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather
mesh = jax.make_mesh(axis_shapes=(2, 2, 2), axis_names=('x', 'y', 'z'))
with jax.sharding.use_abstract_mesh(mesh.abstract_mesh):

    def scan_body_1(carry, _):
        x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), NamedSharding(mesh, P(('y', 'z'), 'x')))
        y = top_level_all_gather(x, P(None, None, reduced={'x', 'y', 'z'}), multi_dim=False)
    jax.lax.scan(scan_body_1, jnp.zeros(()), None, length=2)
