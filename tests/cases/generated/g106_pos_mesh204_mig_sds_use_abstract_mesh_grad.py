# EXPECT: MESH204
# Generated (tests/generator seed 105, p105_01040), shrunk; analyzer disagreed: fn MESH204 | mig.sds.
import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Auto, AxisType.Auto))
with jax.sharding.use_abstract_mesh(mesh.abstract_mesh):

    def loss_1(arg):
        s = jax.ShapeDtypeStruct((16, 8), jnp.float32, sharding=P(None, 'model'))
        print(s.sharding)
    jax.grad(loss_1)(jnp.ones((4,)))
