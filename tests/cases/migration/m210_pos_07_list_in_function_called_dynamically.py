# EXPECT: MESH210
# The list-typed mesh is built in a function nobody calls in view; it runs through a dynamic lookup and raises.
import sys
import jax
from jax.sharding import AxisType


def legacy_mesh():
    return jax.make_mesh((8,), ('x',), axis_types=[AxisType.Explicit])


mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Explicit,))
getattr(sys.modules[__name__], "legacy_" + "mesh")()
