# EXPECT: none
"""The same gather done right: every axis Explicit and the mesh entered with jax.set_mesh. No findings."""
import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((4, 2), ("data", "model"), axis_types=(AxisType.Explicit,) * 2)
with jax.set_mesh(mesh):
    params = jax.device_put(np.ones((8, 2), np.float32), P("data", None))
    full = top_level_all_gather(params, P(None, None, reduced={"data"}))
