# EXPECT: MESH211
# A 3-D AbstractMesh with a 2-tuple of axis types (an axis was added, the types were not).
import jax.sharding as shd

AXIS_NAMES = ('pp', 'dp', 'tp')
AXIS_TYPES = (shd.AxisType.Explicit, shd.AxisType.Explicit)
abstract = shd.AbstractMesh((2, 2, 2), AXIS_NAMES, axis_types=AXIS_TYPES)
