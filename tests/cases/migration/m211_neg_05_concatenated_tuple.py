# EXPECT: none
# Concatenated tuples that add up to the axis count.
import jax
from jax.sharding import AxisType

mesh = jax.make_mesh((2, 2, 2), ('pp', 'dp', 'tp'),
                     axis_types=(AxisType.Auto,) + (AxisType.Explicit,) * 2)
