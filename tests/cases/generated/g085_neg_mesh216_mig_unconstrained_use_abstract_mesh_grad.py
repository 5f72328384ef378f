# EXPECT: none
# Generated (tests/generator seed 105, p105_01167), shrunk; analyzer disagreed: fp MESH216 | mig.unconstrained.
import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
mesh = jax.make_mesh(axis_shapes=(4, 2), axis_names=('x', 'y'), devices=jax.devices()[:8])
with jax.sharding.use_abstract_mesh(mesh.abstract_mesh):

    def loss_1(arg):
        s = NamedSharding(mesh, P('x', P.UNCONSTRAINED))
    jax.grad(loss_1)(jnp.ones((4,)))
