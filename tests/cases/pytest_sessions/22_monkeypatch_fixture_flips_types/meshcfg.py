from jax.sharding import AxisType

AXIS_NAMES = ("x",)
AXIS_TYPES = (AxisType.Auto,)   # production default
