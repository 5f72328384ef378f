# EXPECT: none
# A function nobody calls statically (run via globals()[...]) builds and enters an Explicit mesh and gathers.
import jax, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


def check_gather():
    mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Explicit,))
    with jax.set_mesh(mesh):
        x = jax.device_put(np.arange(16.), P('x'))
        top_level_all_gather(x, P(reduced={'x'}))


globals()["check_" + "gather"]()
