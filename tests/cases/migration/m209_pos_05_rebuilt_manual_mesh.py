# EXPECT: MESH209
# A mesh rebuilt from another mesh's devices and names, with Manual axis types, then set.
import jax
from jax.sharding import AxisType, Mesh

base = jax.make_mesh((8,), ('x',))
manual = Mesh(base.devices, base.axis_names, axis_types=(AxisType.Manual,))
jax.set_mesh(manual)
