# EXPECT: MESH214
# The hand-built AbstractMesh copies sizes, names and axis types, but not device_kind/platform: it is not equal
# to the context mesh's abstract mesh, and shard_map refuses it.
import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'))
spec_mesh = AbstractMesh(tuple(mesh.shape.values()), mesh.axis_names, axis_types=mesh.axis_types)


def scale(a):
    return a * 2.0


with jax.set_mesh(mesh):
    x = jax.device_put(jnp.ones((8, 4)), P('data'))
    y = jax.shard_map(scale, mesh=spec_mesh, in_specs=P('data'), out_specs=P('data'))(x)
    print(y.shape)
