# EXPECT: none
# jax.make_mesh(**cfg) from a dict whose axis_types match (kwargs spreading from a config).
import jax
from jax.sharding import AxisType

MESH_KW = dict(axis_shapes=(4, 2), axis_names=('data', 'model'),
               axis_types=(AxisType.Explicit, AxisType.Explicit))
mesh = jax.make_mesh(**MESH_KW)
