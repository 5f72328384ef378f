# EXPECT: MESH211
# if/else on os.environ: both branches give one axis type for a two-axis mesh.
import os
import jax
from jax.sharding import AxisType

if os.environ.get("SHAPES_AUTO") == "1":
    types = (AxisType.Auto,)
else:
    types = (AxisType.Explicit,)
mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=types)
