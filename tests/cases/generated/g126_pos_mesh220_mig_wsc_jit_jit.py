# EXPECT: MESH220
# Generated (tests/generator seed 105, p105_01093), shrunk; analyzer disagreed: fn MESH220 | mig.wsc_jit.
import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
mesh = jax.make_mesh((2, 4), ('data', 'model'), axis_types=(AxisType.Explicit, AxisType.Explicit))
with jax.set_mesh(mesh):
    x = jnp.ones((16, 8))
    y = jax.jit(lambda a: jax.lax.with_sharding_constraint(a * 2, P(('data', 'model'), None)))(x)
