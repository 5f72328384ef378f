# EXPECT: none
# The base class's mesh property builds an Auto Mesh(...); the subclass that runs overrides it with an Explicit one.
import jax, numpy as np
from jax.sharding import AxisType, Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


class Base:
    @property
    def mesh(self):
        return Mesh(np.array(jax.devices()), ('x',))

    def gather(self):
        with jax.set_mesh(self.mesh):
            return top_level_all_gather(jax.device_put(np.arange(16.), P('x')), P(reduced={'x'}))


class Prod(Base):
    @property
    def mesh(self):
        return jax.make_mesh((8,), ('x',), axis_types=(AxisType.Explicit,))


Prod().gather()
