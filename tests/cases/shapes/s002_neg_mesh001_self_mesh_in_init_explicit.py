# EXPECT: none
# Class holding the mesh in self: Trainer.__init__ builds an Explicit mesh, step() enters it and gathers (correct).
import jax, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


class Trainer:
    def __init__(self):
        self.mesh = jax.make_mesh((8,), ('data',), axis_types=(AxisType.Explicit,))

    def step(self):
        with jax.set_mesh(self.mesh):
            w = jax.device_put(np.ones((16,)), P('data'))
            return top_level_all_gather(w, P(reduced={'data'}))


Trainer().step()
