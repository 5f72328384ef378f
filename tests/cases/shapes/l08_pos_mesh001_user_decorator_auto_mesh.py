# EXPECT: MESH001
# The same user decorator, given an Auto mesh: the wrapped function raises when called.
import functools
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

MESH = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))


def with_mesh(mesh):
    def deco(f):
        @functools.wraps(f)
        def wrapper(*args, **kwargs):
            with jax.set_mesh(mesh):
                return f(*args, **kwargs)
        return wrapper
    return deco


@with_mesh(MESH)
def gather(x, scale=2):
    return top_level_all_gather(jax.device_put(x, P("x")), P(reduced={"x"}))


gather(jnp.arange(16.))
