# EXPECT: none
# The trainer's Auto mesh is replaced through an alias (b = a; b.mesh = explicit) before a.step() runs.
import jax, numpy as np
from jax.sharding import AxisType, Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


class Trainer:
    def __init__(self):
        self.mesh = Mesh(np.array(jax.devices()), ('x',))

    def step(self):
        with jax.set_mesh(self.mesh):
            return top_level_all_gather(jax.device_put(np.arange(16.), P('x')), P(reduced={'x'}))


a = Trainer()
b = a
b.mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Explicit,))
a.step()
