# EXPECT: none
# utils.py beside a utils/ folder with no __init__.py: the module wins, so `from utils import legacy` reads its flag and utils/legacy.py never runs.
import numpy as np
import jax
from jax._src.shard_map import top_level_all_gather
from jax.sharding import PartitionSpec as P

jax.set_mesh(jax.make_mesh((8,), ("x",)))

from utils import legacy  # noqa: E402

x = jax.device_put(np.arange(8.0), P("x"))
if not legacy:
    print(top_level_all_gather(x, P(reduced={"x"})))
