import jax
from jax.sharding import AxisType

jax.set_mesh(jax.make_mesh((8,), ("x",), axis_types=(AxisType.Auto,)))
