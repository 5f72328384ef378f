# EXPECT: none
# An FSDP forward under pjit + legacy `with mesh:` gathers its sharded weight with top_level_all_gather.
import numpy as np
import jax
from jax.experimental.pjit import pjit
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


def forward(w, x):
    w_full = top_level_all_gather(w, P(reduced={"fsdp"}))
    return x @ w_full


mesh = jax.make_mesh((8,), ("fsdp",), axis_types=(AxisType.Explicit,))
fwd = pjit(forward)
with mesh:
    w = jax.device_put(np.ones((16, 4), np.float32), jax.sharding.NamedSharding(mesh, P("fsdp", None)))
    y = fwd(w, np.ones((2, 16), np.float32))
