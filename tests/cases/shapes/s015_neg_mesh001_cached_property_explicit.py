# EXPECT: none
# The mesh is a functools.cached_property of a runner object, Explicit axes; the gather is correct.
import functools
import jax, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


class Runner:
    def __init__(self, axes):
        self.axes = axes

    @functools.cached_property
    def mesh(self):
        return jax.make_mesh((4, 2), self.axes, axis_types=(AxisType.Explicit,) * 2)

    def gather_params(self, w):
        with jax.set_mesh(self.mesh):
            w = jax.device_put(w, P('data', None))
            return top_level_all_gather(w, P(None, None, reduced={'data'}))


Runner(('data', 'model')).gather_params(np.ones((8, 2)))
