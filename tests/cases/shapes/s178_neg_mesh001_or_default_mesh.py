# EXPECT: none
# mesh = user_mesh or default: user_mesh is None, so the Explicit default is used.
import jax, numpy as np
from jax.sharding import AxisType, Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


def run(user_mesh=None):
    mesh = user_mesh or jax.make_mesh((8,), ('x',), axis_types=(AxisType.Explicit,))
    with jax.set_mesh(mesh):
        return top_level_all_gather(jax.device_put(np.arange(16.), P('x')), P(reduced={'x'}))


run()
