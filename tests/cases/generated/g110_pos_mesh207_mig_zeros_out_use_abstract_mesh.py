# EXPECT: MESH207
# Generated (tests/generator seed 105, p105_01183), shrunk; analyzer disagreed: fn MESH207 | mig.zeros_out.
import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
mesh = jax.make_mesh((2, 2, 2), ('x', 'y', 'z'), axis_types=(AxisType.Auto, AxisType.Auto, AxisType.Auto))
with jax.sharding.use_abstract_mesh(mesh.abstract_mesh):
    x = jnp.zeros((16, 8), jnp.float32, out_sharding=P('x', P.UNCONSTRAINED))
