# EXPECT: MESH203
# Generated (tests/generator seed 106, p106_00658), shrunk; analyzer disagreed: fn MESH203 | tlag.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
mesh = jax.make_mesh(axis_shapes=(2, 2, 2), axis_names=('data', 'fsdp', 'model'), axis_types=(AxisType.Auto, AxisType.Auto, AxisType.Auto))
with jax.sharding.use_abstract_mesh(mesh.abstract_mesh):

    def per_example_1(arg):
        x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P(('data', 'model'), 'fsdp'))
    jax.vmap(per_example_1)(jnp.ones((2, 4)))
