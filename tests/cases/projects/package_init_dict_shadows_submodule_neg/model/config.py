# Legacy configuration module kept for old checkpoints: sets the pre-0.9 Auto layout.
import jax
from jax.sharding import AxisType

jax.set_mesh(jax.make_mesh((8,), ("x",), axis_types=(AxisType.Auto,)))
