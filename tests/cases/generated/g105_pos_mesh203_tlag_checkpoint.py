# EXPECT: MESH203
# Generated (tests/generator seed 104, p104_01475), shrunk; analyzer disagreed: fn MESH203 | tlag.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
mesh = jax.make_mesh(axis_shapes=(4, 2), axis_names=('data', 'model'))

def stage_2():
    with jax.set_mesh(mesh):
        pass

    def block_1(arg):
        x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P(('data', 'model'), None))
    jax.checkpoint(block_1)(jnp.ones((4,)))
jax.named_call(stage_2, name='stage')()
