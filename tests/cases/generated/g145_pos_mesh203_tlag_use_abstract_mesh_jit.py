# EXPECT: MESH203
# Generated (tests/generator seed 105, p105_00214), shrunk; analyzer disagreed: fn MESH203 | tlag.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
mesh = Mesh(np.array(jax.devices()[:4]).reshape((2, 2)), ('x', 'y'))
with jax.sharding.use_abstract_mesh(mesh.abstract_mesh):

    def make_step_1():

        def step(arg):
            x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P('x', None))
        return jax.jit(step)
    train_step = make_step_1()
    train_step(jnp.ones((4,)))
