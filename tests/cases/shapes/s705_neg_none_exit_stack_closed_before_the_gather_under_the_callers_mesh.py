# EXPECT: none
# The ExitStack's block enters an Auto mesh for the data placement only; when the block ends the stack exits it
# and the caller's Explicit mesh is the context again, so top_level_all_gather after the block runs.
import contextlib

import jax
import numpy as np
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, PartitionSpec as P


@contextlib.contextmanager
def mesh_context(kind):
    mesh = jax.make_mesh((8,), ("data",), axis_types=(kind,))
    with jax.set_mesh(mesh):
        yield mesh


def run():
    with contextlib.ExitStack() as stack:
        stack.enter_context(mesh_context(AxisType.Auto))
        x = np.arange(16.0) * 2
    x = jax.device_put(x, P("data"))
    return top_level_all_gather(x, P(reduced={"data"}))


with jax.set_mesh(jax.make_mesh((8,), ("data",), axis_types=(AxisType.Explicit,))):
    run()
