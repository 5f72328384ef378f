# EXPECT: none
# use_abstract_mesh inside jax.set_mesh of the same mesh: a concrete mesh is underneath, so jit and grad lower
# and run (the lowering_platforms refusal is only for an AbstractMesh alone).
import jax, jax.numpy as jnp, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
mesh = jax.make_mesh((2,), ('x',), axis_types=(AxisType.Explicit,), devices=jax.devices()[:2])
x = jnp.ones((4,))
with jax.set_mesh(mesh):
    with jax.sharding.use_abstract_mesh(mesh.abstract_mesh):
        print(jax.jit(lambda a: a * 2)(x))
        print(jax.grad(lambda a: (jnp.sin(a) * 2).sum())(x))
