# EXPECT: none
# The base class says Auto axis types; the subclass that actually runs overrides the class attribute with Explicit.
import jax, numpy as np
from jax.sharding import AxisType, Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


class BaseRunner:
    AXIS_TYPES = (AxisType.Auto,)

    def run(self):
        mesh = jax.make_mesh((8,), ('x',), axis_types=self.AXIS_TYPES)
        with jax.set_mesh(mesh):
            return top_level_all_gather(jax.device_put(np.arange(16.), P('x')), P(reduced={'x'}))


class ExplicitRunner(BaseRunner):
    AXIS_TYPES = (AxisType.Explicit,)


ExplicitRunner().run()
