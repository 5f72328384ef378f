# EXPECT: MESH216
# Generated (tests/generator seed 105, p105_00289), shrunk; analyzer disagreed: fn MESH216 | mig.explicit_axes.
import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
mesh = jax.make_mesh(axis_shapes=(2, 2, 2), axis_names=('data', 'fsdp', 'model'), axis_types=(AxisType.Explicit, AxisType.Explicit, AxisType.Auto))
jax.set_mesh(mesh)
g = jax.sharding.explicit_axes(lambda a: a * 2, in_sharding=P('data', P.UNCONSTRAINED))
print(g(jnp.ones((16, 8))).shape)
