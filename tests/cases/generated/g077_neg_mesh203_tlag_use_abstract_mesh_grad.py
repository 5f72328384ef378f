# EXPECT: none
# Generated (tests/generator seed 105, p105_00327), shrunk; analyzer disagreed: fp MESH203 | tlag.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
mesh = jax.make_mesh((2,), ('x',), axis_types=(AxisType.Explicit,), devices=jax.devices()[:2])
with jax.sharding.use_abstract_mesh(mesh.abstract_mesh):

    def loss_1(arg):
        x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P(None, 'x'))
    jax.value_and_grad(loss_1)(jnp.ones((4,)))
