# EXPECT: MESH001
# Same diamond but ExplicitMixin only rewrites types when called through Base, and Job overrides axis_types to skip it with super(ExplicitMixin, self).
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


class ExplicitMixin(Base):
    def axis_types(self):
        return tuple(AxisType.Explicit for _ in super().axis_types())


class Job(ExplicitMixin):
    def axis_types(self):
        return super(ExplicitMixin, self).axis_types()


print(Job().run().shape)
