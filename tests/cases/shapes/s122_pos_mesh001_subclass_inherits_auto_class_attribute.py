# EXPECT: MESH001
# The subclass that runs overrides another class attribute but inherits the base's Auto axis types.
import jax, numpy as np
from jax.sharding import AxisType, Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


class BaseRunner:
    AXIS_TYPES = (AxisType.Auto,)
    NAME = 'base'

    def run(self):
        mesh = jax.make_mesh((8,), ('x',), axis_types=self.AXIS_TYPES)
        with jax.set_mesh(mesh):
            return top_level_all_gather(jax.device_put(np.arange(16.), P('x')), P(reduced={'x'}))


class NamedRunner(BaseRunner):
    NAME = 'named'


NamedRunner().run()
