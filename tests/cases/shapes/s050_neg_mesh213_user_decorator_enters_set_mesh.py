# EXPECT: none
# A user decorator with_mesh(MESH) enters jax.set_mesh around the function; the mesh-less shard_map runs inside it.
import functools
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P

MESH = jax.make_mesh((8,), ('x',))


def with_mesh(mesh):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            with jax.set_mesh(mesh):
                return fn(*args, **kwargs)
        return wrapper
    return deco


@with_mesh(MESH)
def run():
    total = jax.shard_map(lambda b: jax.lax.psum(b.sum(), 'x'), in_specs=P('x'), out_specs=P())
    return total(jax.device_put(jnp.arange(16.0), P('x')))


run()
