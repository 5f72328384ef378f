# EXPECT: none
# Generated (tests/generator seed 104, p104_00868), shrunk; analyzer disagreed: fp MESH203 | mig.all_gather_reduced.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
mesh = jax.make_mesh(axis_shapes=(2, 2), axis_names=('x', 'y'), devices=jax.devices()[:4])
with jax.sharding.use_abstract_mesh(mesh.abstract_mesh):

    def loss_1(arg):
        w = jax.device_put(np.arange(16.0, dtype=np.float32), P())
    jax.value_and_grad(loss_1)(jnp.ones((4,)))
