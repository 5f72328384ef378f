# EXPECT: MESH216
# Logical-axis rules table: P(*RULES[name]) spreads a tuple holding P.UNCONSTRAINED onto an all-Explicit mesh.
import jax
from jax.sharding import NamedSharding, PartitionSpec as P

RULES = {'embed': (None, 'model'), 'act': ('data', P.UNCONSTRAINED)}


def logical_sharding(mesh, name):
    return NamedSharding(mesh, P(*RULES[name]))


mesh = jax.make_mesh((4, 2), ('data', 'model'))
logical_sharding(mesh, 'embed')
logical_sharding(mesh, 'act')
