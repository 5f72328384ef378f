# EXPECT: MESH209
# A mesh derived with mesh.update(axis_types=...) to Manual, then set.
import jax
from jax.sharding import AxisType

base = jax.make_mesh((8,), ('x',))
manual = base.update(axis_types=(AxisType.Manual,))
jax.set_mesh(manual)
