# EXPECT: MESH001
# A branch on an environment variable (default on) is the environment's answer, not the program's: some run
# takes it, this one does. Its top_level_all_gather under an Auto mesh raises: an error, not information.
import os

import jax
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

USE_GATHER = os.environ.get("USE_TOP_LEVEL_GATHER", "1") == "1"
mesh = jax.make_mesh((8,), ("x",), axis_types=(AxisType.Auto,))
with jax.set_mesh(mesh):
    x = jax.device_put(jax.numpy.arange(16.0), NamedSharding(mesh, P("x")))
    if USE_GATHER:
        x = top_level_all_gather(x, P(None))
    print(x.shape)
