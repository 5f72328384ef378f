# EXPECT: none
# A user decorator enters jax.set_mesh(MESH) around the function it wraps (functools.wraps, *args/**kwargs).
import functools
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

MESH = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Explicit,))


def with_mesh(mesh):
    def deco(f):
        @functools.wraps(f)
        def wrapper(*args, **kwargs):
            with jax.set_mesh(mesh):
                return f(*args, **kwargs)
        return wrapper
    return deco


@with_mesh(MESH)
def gather(x):
    return top_level_all_gather(jax.device_put(x, P("x")), P(reduced={"x"}))


gather(jnp.arange(16.))
