# EXPECT: MESH203
# Partition specs built per parameter by path (the usual rule-table helper), then used to place the host
# parameters with bare specs and no mesh set.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((2, 4), ("data", "model"))
params = {"w": np.zeros((8, 8), np.float32), "b": np.zeros((8,), np.float32)}


def spec_for(path, leaf):
    return P("model") if leaf.ndim == 1 else P(None, "model")


specs = jax.tree_util.tree_map_with_path(spec_for, params)
jax.device_put(params, specs)
