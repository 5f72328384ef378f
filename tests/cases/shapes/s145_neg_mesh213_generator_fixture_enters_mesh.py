# EXPECT: none
# A pytest-fixture-style generator enters jax.set_mesh and yields; next(gen) leaves the mesh entered for the call.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def mesh_fixture():
    mesh = jax.make_mesh((8,), ('x',))
    with jax.set_mesh(mesh):
        yield mesh


gen = mesh_fixture()
mesh = next(gen)
total = jax.shard_map(lambda b: jax.lax.psum(b.sum(), 'x'), in_specs=P('x'), out_specs=P())
total(jax.device_put(jnp.arange(16.0), P('x')))
