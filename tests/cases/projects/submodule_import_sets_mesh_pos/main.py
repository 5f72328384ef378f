# EXPECT: MESH001
# `from pkg import setup_mesh` imports a submodule whose top level sets an Auto mesh: top_level_all_gather after it.
import numpy as np
import jax
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather
from pkg import setup_mesh  # noqa: F401

x = jax.device_put(np.arange(16.0), P("x"))
print(top_level_all_gather(x, P(reduced={"x"})))
