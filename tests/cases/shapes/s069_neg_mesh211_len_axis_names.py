# EXPECT: none
# axis_types = (Explicit,) * len(names) and list() of a tuple for the names: counts match (correct).
import jax
from jax.sharding import AxisType

names = list(('data', 'fsdp', 'model'))
mesh = jax.make_mesh((2, 2, 2), tuple(names), axis_types=(AxisType.Explicit,) * len(names))
