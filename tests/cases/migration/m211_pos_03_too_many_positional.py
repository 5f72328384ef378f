# EXPECT: MESH211
# Three axis types for two names, passed positionally.
import jax
from jax.sharding import AxisType as AT

mesh = jax.make_mesh((4, 2), ('x', 'y'), (AT.Explicit,) * 3)
