# EXPECT: MESH001
# The mesh is a @property of a runner object (Mesh ctor, Auto); the gather runs under it.
import functools
import jax, numpy as np
from jax.sharding import Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


class Runner:
    def __init__(self, axes):
        self.axes = axes

    @property
    def mesh(self):
        return Mesh(np.array(jax.devices()).reshape(4, 2), self.axes)

    def gather_params(self, w):
        with jax.set_mesh(self.mesh):
            w = jax.device_put(w, P('data', None))
            return top_level_all_gather(w, P(None, None, reduced={'data'}))


Runner(('data', 'model')).gather_params(np.ones((8, 2)))
