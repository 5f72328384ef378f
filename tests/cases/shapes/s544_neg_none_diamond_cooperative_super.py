# EXPECT: none
# Diamond inheritance: ExplicitMixin and LoggingMixin both extend Base; the final class's MRO puts ExplicitMixin's axis_types first.
import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


class Base:
    def axis_types(self):
        return (AxisType.Auto,)

    def run(self):
        mesh = jax.make_mesh((8,), ("x",), axis_types=self.axis_types())
        with jax.set_mesh(mesh):
            return top_level_all_gather(jax.device_put(np.arange(16.0), P("x")), P(reduced={"x"}))


class LoggingMixin(Base):
    def axis_types(self):
        types = super().axis_types()
        print("axis types:", types)
        return types


class ExplicitMixin(Base):
    def axis_types(self):
        return tuple(AxisType.Explicit for _ in super().axis_types())


class Job(LoggingMixin, ExplicitMixin):
    pass


print(Job().run().shape)
