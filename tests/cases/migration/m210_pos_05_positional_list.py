# EXPECT: MESH210
# axis_types passed positionally, as a list.
import jax
from jax.sharding import AxisType as AT

mesh = jax.make_mesh((8,), ('x',), [AT.Auto])
