# EXPECT: MESH216
# Generated (tests/generator seed 106, p106_00327), shrunk; analyzer disagreed: fn MESH216 | mig.sds.
import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
mesh = jax.make_mesh(axis_shapes=(4, 2), axis_names=('data', 'model'))
with jax.set_mesh(mesh):
    s = jax.ShapeDtypeStruct((16, 8), jnp.float32, sharding=P('data', P.UNCONSTRAINED))
    print(s.sharding)
