# EXPECT: MESH207
# Generated (tests/generator seed 105, p105_01088), shrunk; analyzer disagreed: fn MESH207 | tlag.
import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
mesh = jax.make_mesh(axis_shapes=(4, 2), axis_names=('x', 'y'), axis_types=(AxisType.Auto, AxisType.Auto))

def stage_1():
    with jax.sharding.set_mesh(mesh):
        x = jnp.zeros((16, 8), jnp.float32, out_sharding=P(None, 'y'))
jax.named_call(stage_1, name='stage')()
