import jax
from jax.sharding import AxisType

NUM_HOSTS = jax.process_count()
jax.set_mesh(jax.make_mesh((jax.device_count(),), ("x",), axis_types=(AxisType.Auto,)))
