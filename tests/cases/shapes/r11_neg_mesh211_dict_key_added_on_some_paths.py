# EXPECT: none
# A 'model' axis is added to the dict only when argv is long (it is not): one name, one type, correct.
import sys
import jax
from jax.sharding import AxisType

AXES = {'data': 8}
if len(sys.argv) > 5:
    AXES['model'] = 1
mesh = jax.make_mesh(tuple(AXES.values()), tuple(AXES.keys()), axis_types=(AxisType.Explicit,))
