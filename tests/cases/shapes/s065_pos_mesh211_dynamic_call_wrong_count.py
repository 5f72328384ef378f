# EXPECT: MESH211
# A function nobody calls statically (run via getattr on the module) builds a mesh with a wrong axis_types count.
import sys
import jax
from jax.sharding import AxisType


def test_mesh_2d():
    return jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit,))


getattr(sys.modules[__name__], "test_mesh_2d")()
