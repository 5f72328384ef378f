# EXPECT: none
# Axis names and axis types kept as class attributes of a settings class; the types are Explicit (correct).
import jax, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


class MeshSettings:
    SHAPE = (4, 2)
    AXES = ('data', 'model')
    TYPES = (AxisType.Explicit, AxisType.Explicit)


def run():
    mesh = jax.make_mesh(MeshSettings.SHAPE, MeshSettings.AXES, axis_types=MeshSettings.TYPES)
    with jax.set_mesh(mesh):
        w = jax.device_put(np.ones((8, 2)), P('data', None))
        top_level_all_gather(w, P(None, None, reduced={'data'}))


run()
