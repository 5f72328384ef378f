# EXPECT: MESH210
# Config constants; the axis types are built with a list comprehension (a list, not a tuple).
import jax
import jax.sharding as shd

MESH_SHAPE = (2, 4)
AXIS_NAMES = ('dp', 'tp')
axis_types = [shd.AxisType.Explicit for _ in AXIS_NAMES]
mesh = jax.make_mesh(MESH_SHAPE, AXIS_NAMES, axis_types=axis_types)
