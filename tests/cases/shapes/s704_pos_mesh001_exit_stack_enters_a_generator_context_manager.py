# EXPECT: MESH001
# A step function enters its mesh through an ExitStack (the way code entering a variable number of contexts
# does); the @contextmanager helper sets an Auto mesh, so top_level_all_gather inside the block raises.
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


def run(kind):
    with contextlib.ExitStack() as stack:
        stack.enter_context(mesh_context(kind))
        x = jax.device_put(np.arange(16.0), P("data"))
        return top_level_all_gather(x, P(reduced={"data"}))


run(AxisType.Auto)
