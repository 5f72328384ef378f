# EXPECT: MESH212
# Generated (tests/generator seed 104, p104_01228), shrunk; analyzer disagreed: fn MESH212 | mig.wsc_jit.
import contextlib
import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P

@contextlib.contextmanager
def mesh_scope(m):
    with jax.set_mesh(m):
        yield m
mesh = jax.make_mesh((2, 4), ('data', 'model'), axis_types=(AxisType.Explicit, AxisType.Auto))
with mesh_scope(mesh):
    x = jnp.ones((16, 8))
    y = jax.jit(lambda a: jax.lax.with_sharding_constraint(a * 2, P(('data', 'model'), None)))(x)
