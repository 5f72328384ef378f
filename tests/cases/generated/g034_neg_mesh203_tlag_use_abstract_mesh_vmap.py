# EXPECT: none
# Generated (tests/generator seed 104, p104_01151), shrunk; analyzer disagreed: fp MESH203 | tlag.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
mesh = jax.make_mesh((2, 2), ('x', 'y'), axis_types=(AxisType.Explicit, AxisType.Explicit), devices=jax.devices()[:4])
with jax.sharding.use_abstract_mesh(mesh.abstract_mesh):

    def per_example_1(arg):
        x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P('y', 'x'))
    jax.vmap(per_example_1)(jnp.ones((2, 4)))
