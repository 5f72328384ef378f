# EXPECT: MESH210
# AbstractMesh with `[AxisType.Explicit] * 2`: a list again.
from jax.sharding import AbstractMesh, AxisType

abstract = AbstractMesh((4, 2), ('x', 'y'), axis_types=[AxisType.Explicit] * 2)
