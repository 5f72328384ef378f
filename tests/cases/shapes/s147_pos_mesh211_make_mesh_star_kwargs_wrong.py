# EXPECT: MESH211
# jax.make_mesh(**cfg) from a dict with one axis type for two axis names.
import jax
from jax.sharding import AxisType

MESH_KW = dict(axis_shapes=(4, 2), axis_names=('data', 'model'), axis_types=(AxisType.Explicit,))
mesh = jax.make_mesh(**MESH_KW)
