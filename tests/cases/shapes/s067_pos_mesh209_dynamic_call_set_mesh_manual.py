# EXPECT: MESH209
# A function nobody calls statically (run via getattr) enters jax.set_mesh on a mesh with a Manual axis.
import sys
import jax
from jax.sharding import AxisType


def test_manual_context():
    mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit, AxisType.Manual))
    with jax.set_mesh(mesh):
        pass


getattr(sys.modules[__name__], "test_manual_context")()
