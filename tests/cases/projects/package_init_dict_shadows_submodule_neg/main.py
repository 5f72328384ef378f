# EXPECT: none
# `from model import config` binds the dict defined in model/__init__.py; model/config.py (an Auto mesh setter) never runs.
import numpy as np
import jax
from jax._src.shard_map import top_level_all_gather
from jax.sharding import PartitionSpec as P

jax.set_mesh(jax.make_mesh((8,), ("x",)))

from model import config  # noqa: E402

x = jax.device_put(np.arange(8.0 * config["width"]).reshape(8, -1), P("x", None))
print(top_level_all_gather(x, P(None, None, reduced={"x"})).shape)
