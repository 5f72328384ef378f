# EXPECT: none
# The step's mesh parameter defaults to an Auto mesh, but every call passes an Explicit one.
import jax, numpy as np
from jax.sharding import AxisType, Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

AUTO_MESH = Mesh(np.array(jax.devices()), ('x',))


def step(v, mesh=AUTO_MESH):
    with jax.set_mesh(mesh):
        return top_level_all_gather(jax.device_put(v, P('x')), P(reduced={'x'}))


step(np.arange(16.), mesh=jax.make_mesh((8,), ('x',), axis_types=(AxisType.Explicit,)))
