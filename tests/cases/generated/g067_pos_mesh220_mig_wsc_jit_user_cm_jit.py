# EXPECT: MESH220
# Generated (tests/generator seed 104, p104_00092), shrunk; analyzer disagreed: fn MESH220 | mig.wsc_jit.
import contextlib
import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P

@contextlib.contextmanager
def mesh_scope(m):
    with jax.set_mesh(m):
        yield m
mesh = jax.make_mesh(axis_shapes=(2, 2, 2), axis_names=('data', 'fsdp', 'model'))
with mesh_scope(mesh):
    x = jnp.ones((16, 8))
    y = jax.jit(lambda a: jax.lax.with_sharding_constraint(a * 2, P('data', None)))(x)
