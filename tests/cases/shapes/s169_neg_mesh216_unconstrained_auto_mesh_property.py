# EXPECT: none
# The same rules object over an Auto mesh given by a property: P.UNCONSTRAINED is allowed (correct).
import jax
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P


class ShardingRules:
    @property
    def mesh(self):
        return jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Auto,) * 2)

    def activation(self):
        return NamedSharding(self.mesh, P('data', P.UNCONSTRAINED))


act = ShardingRules().activation()
