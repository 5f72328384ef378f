# Deprecated: superseded by the config/ package.
import jax
from jax.sharding import AxisType

WIDTH = 2
jax.set_mesh(jax.make_mesh((8,), ("x",), axis_types=(AxisType.Auto,)))
