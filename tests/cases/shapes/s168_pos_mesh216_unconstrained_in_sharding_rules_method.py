# EXPECT: MESH216
# A sharding-rules object builds NamedShardings in a method; the activation rule uses P.UNCONSTRAINED on an Explicit mesh.
import jax
from jax.sharding import NamedSharding, PartitionSpec as P


class ShardingRules:
    def __init__(self, mesh):
        self.mesh = mesh
        self.rules = {"activation": ('data', P.UNCONSTRAINED), "weight": (None, 'model')}

    def sharding(self, name):
        return NamedSharding(self.mesh, P(*self.rules[name]))


rules = ShardingRules(jax.make_mesh((4, 2), ('data', 'model')))
act = rules.sharding("activation")
