# EXPECT: none
# A user decorator enters jax.set_mesh on an Explicit mesh around the gathering function (correct; must stay silent).
import functools
import jax, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

MESH = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Explicit,))


def under_mesh(fn):
    @functools.wraps(fn)
    def wrapper(*args):
        with jax.set_mesh(MESH):
            return fn(*args)
    return wrapper


@under_mesh
def gather(v):
    x = jax.device_put(v, P('x'))
    return top_level_all_gather(x, P(reduced={'x'}))


gather(np.arange(16.))
