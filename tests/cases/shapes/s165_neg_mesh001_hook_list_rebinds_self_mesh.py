# EXPECT: none
# Hooks are bound methods kept in a list; running them (use_explicit) rebinds self.mesh before step().
import jax, numpy as np
from jax.sharding import AxisType, Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


class Trainer:
    def __init__(self):
        self.mesh = Mesh(np.array(jax.devices()), ('x',))
        self.hooks = [self.use_explicit]

    def use_explicit(self):
        self.mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Explicit,))

    def step(self):
        with jax.set_mesh(self.mesh):
            return top_level_all_gather(jax.device_put(np.arange(16.), P('x')), P(reduced={'x'}))


t = Trainer()
for hook in t.hooks:
    hook()
t.step()
