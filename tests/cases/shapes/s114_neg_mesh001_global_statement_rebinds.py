# EXPECT: none
# A setup function rebinds the global MESH (global statement) to an Explicit mesh before the gather runs.
import jax, numpy as np
from jax.sharding import AxisType, Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

MESH = None


def setup():
    global MESH
    MESH = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Explicit,))


def gather():
    with jax.set_mesh(MESH):
        return top_level_all_gather(jax.device_put(np.arange(16.), P('x')), P(reduced={'x'}))


setup()
gather()
