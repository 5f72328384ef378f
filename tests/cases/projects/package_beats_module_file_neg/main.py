# EXPECT: none
# config/ (a package) replaced an old config.py that still sits beside it and sets an Auto mesh; `import config` loads the package.
import numpy as np
import jax
from jax._src.shard_map import top_level_all_gather
from jax.sharding import PartitionSpec as P

import config

x = jax.device_put(np.arange(8.0 * config.WIDTH).reshape(8, -1), P("x", None))
print(top_level_all_gather(x, P(None, None, reduced={"x"})).shape)
