# EXPECT: none
# use_abstract_mesh accepts an abstract mesh with a Manual axis; only set_mesh refuses it.
import jax
from jax.sharding import AxisType

mesh = jax.make_mesh((4, 2), ('x', 'y'), axis_types=(AxisType.Explicit, AxisType.Manual))
with jax.sharding.use_abstract_mesh(mesh.abstract_mesh):
    pass
