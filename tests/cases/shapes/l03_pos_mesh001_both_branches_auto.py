# EXPECT: MESH001
# Both branches of a run-time condition give Auto axis types: the call raises whichever path runs.
import sys
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

big = len(sys.argv) > 5
types = (AxisType.Auto,) if big else (AxisType.Auto,)
mesh = jax.make_mesh((8,), ('x',), axis_types=types)
with jax.set_mesh(mesh):
    top_level_all_gather(jax.device_put(jnp.arange(16.), P("x")), P(reduced={"x"}))
