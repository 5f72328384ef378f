# EXPECT: none
# set_mesh with an AbstractMesh fails on the type check, before looking at the axis types.
import jax
from jax.sharding import AbstractMesh, AxisType

am = AbstractMesh((8,), ('x',), axis_types=(AxisType.Manual,))
jax.set_mesh(am)
