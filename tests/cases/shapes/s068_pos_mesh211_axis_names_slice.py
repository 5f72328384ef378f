# EXPECT: MESH211
# axis_types built from mesh.axis_names[:-1]: one type too few for the new mesh.
import jax
from jax.sharding import AxisType

base = jax.make_mesh((2, 2, 2), ('data', 'fsdp', 'model'))
types = tuple(AxisType.Explicit for _ in base.axis_names[:-1])
mesh = jax.make_mesh((2, 2, 2), base.axis_names, axis_types=types)
