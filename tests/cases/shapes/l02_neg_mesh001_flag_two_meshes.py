# EXPECT: none
# if/else on a value known only at run time binds an Auto or an Explicit mesh; the run takes the Explicit one.
import sys
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

debug = len(sys.argv) > 5
if debug:
    types = (AxisType.Auto,)
else:
    types = (AxisType.Explicit,)
mesh = jax.make_mesh((8,), ('x',), axis_types=types)
with jax.set_mesh(mesh):
    top_level_all_gather(jax.device_put(jnp.arange(16.), P("x")), P(reduced={"x"}))
