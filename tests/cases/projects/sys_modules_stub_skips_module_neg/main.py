# EXPECT: none
# The harness stubs cluster_init in sys.modules (it sets an Auto mesh for the real cluster), so `import model` finds the stub and runs nothing.
import sys
import types

import numpy as np
import jax
from jax._src.shard_map import top_level_all_gather
from jax.sharding import PartitionSpec as P

stub = types.ModuleType("cluster_init")
stub.NUM_HOSTS = 1
sys.modules["cluster_init"] = stub

jax.set_mesh(jax.make_mesh((8,), ("x",)))

import model  # noqa: E402

x = jax.device_put(np.arange(16.0).reshape(8, 2), P("x", None))
print(model.HOSTS, top_level_all_gather(x, P(None, None, reduced={"x"})).shape)
